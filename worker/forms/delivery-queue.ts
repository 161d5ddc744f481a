import * as z from 'zod';
import { errorMessage } from '../../core/error-message';
import { loadSiteConfig } from '../../sites';
import { environmentOf } from '../env';
import { log } from '../ops/log';
import { type AttemptResult, type Deliver, deliverers } from './delivery-targets';
import { providerFetch } from './providers';
import { claimDelivery, markDead, recordAttempt, takeOverdue } from './store';

// The site worker consumes its own delivery queue. A message names a delivery row and nothing else:
// no visitor data travels through the queue, and the row decides whether work is left.

/** wrangler.toml's dead-letter queue: messages out of retries arrive here. */
const DEAD_LETTER_QUEUE = 'travel-guide-form-deliveries-dead';

const deliveryMessageSchema = z.object({ delivery: z.uuid() });
type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

function deliveryOf(message: Message<unknown>): string | undefined {
  const parsed = deliveryMessageSchema.safeParse(message.body);
  if (!parsed.success) log('error', 'forms.message_unreadable', { id: message.id });
  return parsed.success ? parsed.data.delivery : undefined;
}

export async function consumeDeliveries(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) {
    const ids = batch.messages.map(deliveryOf).filter((id): id is string => id !== undefined);
    await markDead(env.DB, ids, Date.now());
    log('error', 'forms.dead_letters', { deliveries: ids });
    batch.ackAll();
    return;
  }
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = deliveryOf(message);
      if (!id) return message.ack();
      const settlement = await attemptDelivery(env, ctx, id, message.attempts);
      if (settlement.settle === 'ack') message.ack();
      else message.retry({ delaySeconds: settlement.delaySeconds });
    }),
  );
}

/** The queue takes at most this many messages a batch. */
const BATCH = 100;

async function announce(queue: Queue, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) await queue.sendBatch(ids.slice(i, i + BATCH).map((delivery) => ({ body: { delivery } satisfies DeliveryMessage })));
}

/**
 * Announces stored deliveries to the queue. The rows are already written, so a failed send costs
 * only time: the relay finds them on its next sweep.
 */
export async function enqueueDeliveries(queue: Queue, ids: readonly string[]): Promise<void> {
  try {
    await announce(queue, ids);
  } catch (error) {
    log('warn', 'forms.enqueue_failed', { deliveries: ids, message: errorMessage(error) });
  }
}

/** An attempt's lease is this long: a consumer that dies mid-attempt frees the row after it. */
const LEASE_SECONDS = 120;
const MAX_DELAY_SECONDS = 3600;

/**
 * Seconds before the next try after the queue's `attempt`-th (1-based) failed: the base doubled per
 * failure, capped at an hour. With wrangler.toml's ten retries and a 30 s base a provider may be
 * down for about four hours before the message dead-letters.
 */
function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(MAX_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** What the queue should do with the message: done with it, or hand it back after a delay. */
type Settlement = { settle: 'ack' } | { settle: 'retry'; delaySeconds: number };

async function runTarget(deliver: Deliver, job: Parameters<Deliver>[0]): Promise<AttemptResult> {
  try {
    return await deliver(job);
  } catch (error) {
    // Network errors, timeouts, a provider answering nonsense: all worth another try.
    return { outcome: 'retry', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * One attempt at one delivery, idempotent by its id: a row already delivered or dead is left alone,
 * a row another consumer holds is retried after its lease. `queueAttempt` is the message's own
 * attempt count, which paces the backoff.
 */
async function attemptDelivery(env: Env, ctx: ExecutionContext, deliveryId: string, queueAttempt: number, nowMs = Date.now()): Promise<Settlement> {
  const claimed = await claimDelivery(env.DB, deliveryId, nowMs, LEASE_SECONDS);
  if ('state' in claimed) {
    if (claimed.state === 'leased') return { settle: 'retry', delaySeconds: Math.max(1, Math.ceil((claimed.untilMs - nowMs) / 1000)) };
    if (claimed.state === 'gone') log('warn', 'forms.delivery_unknown', { delivery: deliveryId });
    return { settle: 'ack' };
  }
  const { submission } = claimed;
  const environment = environmentOf(env);
  let result: AttemptResult;
  try {
    const config = loadSiteConfig(submission.site);
    result = await runTarget(deliverers[claimed.target], { submission, config, env, environment, send: providerFetch(env, environment), waitUntil: (p) => ctx.waitUntil(p) });
  } catch (error) {
    result = { outcome: 'failed', detail: `site ${submission.site}: ${errorMessage(error)}` };
  }
  const delaySeconds = retryDelaySeconds(queueAttempt, environment.formRetryBaseSeconds);
  await recordAttempt(env.DB, claimed, result, nowMs, nowMs + delaySeconds * 1000);
  const fields = { delivery: deliveryId, target: claimed.target, site: submission.site, attempt: claimed.attempt, outcome: result.outcome };
  if (result.outcome === 'delivered') {
    log('info', 'forms.delivered', fields);
    return { settle: 'ack' };
  }
  log(result.outcome === 'retry' ? 'warn' : 'error', 'forms.delivery_failed', { ...fields, detail: result.detail });
  return result.outcome === 'retry' ? { settle: 'retry', delaySeconds } : { settle: 'ack' };
}

// The database is the record of what must still go out; the queue only carries the news. Every few
// minutes (wrangler.toml [triggers]) rows that should have been attempted by now but were not are
// queued again: a send that failed after the row was written, a consumer that died holding a lease,
// a dead row that `npm run forms:retry` revived. A duplicate message is harmless (the row is claimed).

/** A queued retry is due at next_attempt_at; only this long past it does the row count as lost. */
const RELAY_GRACE_MS = 10 * 60 * 1000;

export async function relayDeliveries(env: Env, nowMs = Date.now()): Promise<number> {
  const ids = await takeOverdue(env.DB, nowMs, nowMs - RELAY_GRACE_MS);
  await announce(env.FORM_DELIVERIES, ids);
  if (ids.length > 0) log('info', 'forms.relayed', { deliveries: ids.length });
  return ids.length;
}
