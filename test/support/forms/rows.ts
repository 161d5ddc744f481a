import { env } from 'cloudflare:test';

// What D1 holds for a test's submissions, found by the unique address the test used.

export interface DeliveryRow {
  id: string;
  target: string;
  status: string;
  attempts: number;
  result: string | null;
  last_error: string | null;
}

export async function submissionsOf(email: string): Promise<{ id: string; form: string; payload: string }[]> {
  return (await env.DB.prepare('SELECT id, form, payload FROM submissions WHERE email = ? ORDER BY created_at').bind(email).all<{ id: string; form: string; payload: string }>()).results;
}

export async function deliveriesOf(email: string): Promise<DeliveryRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT d.id, d.target, d.status, d.attempts, d.result, d.last_error FROM deliveries d JOIN submissions s ON s.id = d.submission_id WHERE s.email = ? ORDER BY d.target',
  )
    .bind(email)
    .all<DeliveryRow>();
  return results;
}

/** Waits until every delivery of the address is delivered or dead (the queue runs on its own). */
export async function settledDeliveries(email: string, timeoutMs = 15_000): Promise<DeliveryRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(email);
    if (rows.length > 0 && rows.every((row) => row.status === 'delivered' || row.status === 'dead')) return rows;
    if (Date.now() > until) throw new Error(`deliveries of ${email} not settled: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function attemptsOf(deliveryId: string): Promise<{ attempt: number; outcome: string; http_status: number | null }[]> {
  return (
    await env.DB.prepare('SELECT attempt, outcome, http_status FROM delivery_attempts WHERE delivery_id = ? ORDER BY attempt')
      .bind(deliveryId)
      .all<{ attempt: number; outcome: string; http_status: number | null }>()
  ).results;
}

/** Waits for the deliveries of every address a file posted: its queue work ends before its worker does. */
export async function settleAll(emails: Iterable<string>): Promise<void> {
  for (const email of emails) if ((await deliveriesOf(email)).length > 0) await settledDeliveries(email);
}
