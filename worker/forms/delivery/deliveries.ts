import type { FormId } from '../../../core/forms/offered';
import type { AttemptResult, DeliveryTarget, StoredForm } from './targets';

// The delivery rows in D1: claimed under a lease so one consumer at a time works a row, each attempt
// recorded beside the row's current state.

export interface ClaimedDelivery {
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

export type Unclaimable = { state: 'gone' | 'settled' } | { state: 'leased'; untilMs: number };

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
