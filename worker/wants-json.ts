import type { Context } from 'hono';
import type { AppEnv } from './env';

/** A script (fetch with JSON) rather than a browser navigation: answer JSON instead of a page. */
export function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html')) return true;
  return (c.req.header('content-type') ?? '').includes('application/json') && !accept.includes('text/html');
}
