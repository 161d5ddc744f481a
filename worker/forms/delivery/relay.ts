import { log } from '../../ops/log';
import type { DeliveryMessage } from './consume';

// The database is the record of what must still go out; the queue only carries the news. Every few
// minutes (wrangler.toml [triggers]) rows that should have been attempted by now but were not are
// queued again: a send that failed after the row was written, a consumer that died holding a lease,
// a dead row that `npm run forms:retry` revived. A duplicate message is harmless (the row is claimed).

/** A queued retry is due at next_attempt_at; only this long past it does the row count as lost. */
const RELAY_GRACE_MS = 10 * 60 * 1000;
const BATCH = 100;

export async function relayDeliveries(env: Env, nowMs = Date.now()): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const overdue = new Date(nowMs - RELAY_GRACE_MS).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT id FROM deliveries WHERE (status = 'pending' AND next_attempt_at < ?1) OR (status = 'sending' AND lease_until < ?1)
     ORDER BY next_attempt_at LIMIT 500`,
  )
    .bind(overdue)
    .all<{ id: string }>();
  const ids = results.map((row) => row.id);
  if (ids.length === 0) return 0;
  // Stamped now, so the next sweep leaves them to the queue unless they are lost again.
  await env.DB.prepare(
    `UPDATE deliveries SET next_attempt_at = CASE WHEN status = 'pending' THEN ?1 ELSE next_attempt_at END,
       lease_until = CASE WHEN status = 'sending' THEN ?1 ELSE lease_until END, updated_at = ?1
     WHERE id IN (SELECT value FROM json_each(?2))`,
  )
    .bind(now, JSON.stringify(ids))
    .run();
  for (let i = 0; i < ids.length; i += BATCH) {
    await env.FORM_DELIVERIES.sendBatch(ids.slice(i, i + BATCH).map((delivery) => ({ body: { delivery } satisfies DeliveryMessage })));
  }
  log('info', 'forms.relayed', { deliveries: ids.length });
  return ids.length;
}
