import type { FormId } from '../../core/forms/offered';
import type { DeliveryTarget } from './delivery/targets';

export interface NewSubmission {
  site: string;
  form: FormId;
  /** Lower-cased; kept in this database only. */
  email: string;
  /** Everything the visitor sent except secrets (a join's password is only in `account`). */
  payload: Record<string, unknown>;
  targets: readonly DeliveryTarget[];
  /** A join: the contributor's account, unique per site and address. */
  account?: { passwordHash: string };
}

export interface StoredSubmission {
  id: string;
  deliveries: string[];
}

/** SQLite's words for a broken unique index or primary key, as D1 passes them on. */
const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/**
 * Writes the submission, its account and one delivery row per target in one batch (one transaction):
 * all of it or nothing. Null when the database already holds it: a newsletter address or a join's
 * account is unique per site, so two racing posts cannot both land.
 */
export async function storeSubmission(db: D1Database, submission: NewSubmission): Promise<StoredSubmission | null> {
  const id = crypto.randomUUID();
  const deliveries = submission.targets.map(() => crypto.randomUUID());
  const statements = [
    db.prepare('INSERT INTO submissions (id, site, form, email, payload) VALUES (?, ?, ?, ?, ?)').bind(id, submission.site, submission.form, submission.email, JSON.stringify(submission.payload)),
    ...(submission.account
      ? [db.prepare('INSERT INTO accounts (site, email, submission_id, password_hash) VALUES (?, ?, ?, ?)').bind(submission.site, submission.email, id, submission.account.passwordHash)]
      : []),
    ...submission.targets.map((target, i) => db.prepare('INSERT INTO deliveries (id, submission_id, target) VALUES (?, ?, ?)').bind(deliveries[i], id, target)),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { id, deliveries };
}

/** A cheap look before the join form spends a PBKDF2 derivation; the unique key still decides. */
export async function hasAccount(db: D1Database, site: string, email: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS hit FROM accounts WHERE site = ? AND email = ?').bind(site, email).first()) !== null;
}
