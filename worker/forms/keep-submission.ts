import type { Context } from 'hono';
import type { FormId } from '../../core/forms/offered';
import type { AppEnv } from '../env';
import { enqueueDeliveries } from './delivery/enqueue';
import { targetsOf } from './delivery/targets';
import { type NewSubmission, storeSubmission } from './submissions';

/**
 * Stores what the visitor sent (with the language they read the site in) and queues its deliveries.
 * False when the database already holds it (a subscribed address, a known account).
 */
export async function keepSubmission(c: Context<AppEnv>, form: FormId, email: string, payload: Record<string, unknown>, account?: NewSubmission['account']): Promise<boolean> {
  const stored = await storeSubmission(c.env.DB, {
    site: c.var.site.config.id,
    form,
    email,
    payload: { ...payload, locale: c.var.locale },
    targets: targetsOf[form],
    ...(account ? { account } : {}),
  });
  if (!stored) return false;
  await enqueueDeliveries(c.env.FORM_DELIVERIES, stored.deliveries);
  return true;
}
