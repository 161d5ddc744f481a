import { loadSiteConfig } from '../../../sites';
import { environmentOf } from '../../env';
import { log } from '../../ops/log';
import { providerFetch } from '../providers';
import { LEASE_SECONDS, retryDelaySeconds } from './backoff';
import { deliverReportEntry } from './content';
import { claimDelivery, recordAttempt } from './deliveries';
import { deliverToList } from './list';
import { deliverStaffMail } from './mail';
import type { AttemptResult, Deliver, DeliveryTarget } from './targets';
import { errorMessage } from '../../../core/error-message';

const deliverers: Record<DeliveryTarget, Deliver> = { list: deliverToList, mail: deliverStaffMail, content: deliverReportEntry };

/** What the queue should do with the message: done with it, or hand it back after a delay. */
export type Settlement = { settle: 'ack' } | { settle: 'retry'; delaySeconds: number };

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
export async function attemptDelivery(env: Env, ctx: ExecutionContext, deliveryId: string, queueAttempt: number, nowMs = Date.now()): Promise<Settlement> {
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
