import type { FormId } from '../../core/forms/offered';
import type { AttemptResult, DeliveryTarget, StoredForm } from './delivery-targets';

// What the worker's D1 keeps of a form post (migrations/): the submission, a join's account, and one
// delivery row per target with its attempts.

/** A submission to write: what the visitor sent, where it goes, and a join's account. */
export interface NewSubmission extends Omit<StoredForm, 'id' | 'createdAt'> {
  targets: readonly DeliveryTarget[];
  /** A join: the contributor's account, unique per site and address. */
  account?: { passwordHash: string };
}

interface StoredSubmission {
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

// The delivery rows: claimed under a lease so one consumer at a time works a row, each attempt
// recorded beside the row's current state.

interface ClaimedDelivery {
  id: string;
  target: DeliveryTarget;
  /** This attempt's number over the row's whole life (forms:retry does not reset it). */
  attempt: number;
  submission: StoredForm;
}

interface Row {
  target: DeliveryTarget;
  attempts: number;
  submission_id: string;
  site: string;
  form: FormId;
  email: string;
  payload: string;
  created_at: string;
}

type Unclaimable = { state: 'gone' | 'settled' } | { state: 'leased'; untilMs: number };

/** Takes the row for one attempt, or says why not: unknown, already settled, or leased to another consumer. */
export async function claimDelivery(db: D1Database, id: string, nowMs: number, leaseSeconds: number): Promise<ClaimedDelivery | Unclaimable> {
  const now = new Date(nowMs).toISOString();
  const claimed = await db
    .prepare(
      `UPDATE deliveries SET status = 'sending', lease_until = ?1, attempts = attempts + 1, updated_at = ?2
       WHERE id = ?3 AND (status = 'pending' OR (status = 'sending' AND lease_until < ?2)) RETURNING id`,
    )
    .bind(new Date(nowMs + leaseSeconds * 1000).toISOString(), now, id)
    .first();
  if (!claimed) {
    const row = await db.prepare('SELECT status, lease_until FROM deliveries WHERE id = ?').bind(id).first<{ status: string; lease_until: string | null }>();
    if (!row) return { state: 'gone' };
    if (row.status === 'sending' && row.lease_until) return { state: 'leased', untilMs: Date.parse(row.lease_until) };
    return { state: 'settled' };
  }
  const row = (await db
    .prepare(
      `SELECT d.target, d.attempts, s.id AS submission_id, s.site, s.form, s.email, s.payload, s.created_at
       FROM deliveries d JOIN submissions s ON s.id = d.submission_id WHERE d.id = ?`,
    )
    .bind(id)
    .first<Row>())!;
  return {
    id,
    target: row.target,
    attempt: row.attempts,
    submission: { id: row.submission_id, site: row.site, form: row.form, email: row.email, payload: JSON.parse(row.payload) as Record<string, unknown>, createdAt: row.created_at },
  };
}

const statusAfter = { delivered: 'delivered', retry: 'pending', failed: 'dead' } as const;

/** The attempt's record and the row's new state, together. */
export async function recordAttempt(db: D1Database, claimed: ClaimedDelivery, result: AttemptResult, nowMs: number, nextAttemptMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  const detail = result.outcome === 'delivered' ? null : result.detail.slice(0, 1000);
  await db.batch([
    db
      .prepare('INSERT INTO delivery_attempts (delivery_id, attempt, at, outcome, http_status, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(claimed.id, claimed.attempt, now, result.outcome, result.httpStatus ?? null, detail),
    db
      .prepare(
        `UPDATE deliveries SET status = ?1, lease_until = NULL, updated_at = ?2, next_attempt_at = ?3,
           result = coalesce(?4, result), last_error = ?5 WHERE id = ?6`,
      )
      .bind(statusAfter[result.outcome], now, new Date(nextAttemptMs).toISOString(), result.outcome === 'delivered' ? result.result : null, detail, claimed.id),
  ]);
}

/** Out of retries (the dead-letter queue's consumer): the row waits for `npm run forms:retry`. */
export async function markDead(db: D1Database, ids: readonly string[], nowMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .prepare(`UPDATE deliveries SET status = 'dead', lease_until = NULL, updated_at = ?1 WHERE id IN (SELECT value FROM json_each(?2)) AND status <> 'delivered'`)
    .bind(new Date(nowMs).toISOString(), JSON.stringify(ids))
    .run();
}

/**
 * Rows that should have been attempted by `overdueBefore` but were not (pending past their time, or
 * leased past their lease), at most 500, stamped now so the next sweep leaves them to the queue
 * unless they are lost again.
 */
export async function takeOverdue(db: D1Database, nowMs: number, overdueBeforeMs: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM deliveries WHERE (status = 'pending' AND next_attempt_at < ?1) OR (status = 'sending' AND lease_until < ?1)
       ORDER BY next_attempt_at LIMIT 500`,
    )
    .bind(new Date(overdueBeforeMs).toISOString())
    .all<{ id: string }>();
  const ids = results.map((row) => row.id);
  if (ids.length === 0) return ids;
  await db
    .prepare(
      `UPDATE deliveries SET next_attempt_at = CASE WHEN status = 'pending' THEN ?1 ELSE next_attempt_at END,
         lease_until = CASE WHEN status = 'sending' THEN ?1 ELSE lease_until END, updated_at = ?1
       WHERE id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(new Date(nowMs).toISOString(), JSON.stringify(ids))
    .run();
  return ids;
}
