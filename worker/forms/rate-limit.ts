import type { Context } from 'hono';
import type { FormId } from '../../core/forms/offered';
import type { AppEnv } from '../env';
import { TooManyRequests } from '../errors';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';

/** The binding's window (wrangler.toml [[ratelimits]] simple.period): the longest a refused client waits. */
const PERIOD_SECONDS = 60;

/**
 * Counts the post against its client (Cloudflare's connecting IP), site and form. If the limiter
 * itself fails the post goes through: it only ever slows abuse, and a visitor must not pay for it.
 */
export async function limitRate(c: Context<AppEnv>, form: FormId): Promise<void> {
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  let allowed = true;
  try {
    ({ success: allowed } = await c.env.FORM_RATE_LIMIT.limit({ key: `${c.var.site.config.id}:${form}:${client}` }));
  } catch (error) {
    log('warn', 'forms.rate_limit_unavailable', { message: errorMessage(error) });
  }
  if (!allowed) throw new TooManyRequests(PERIOD_SECONDS);
}
