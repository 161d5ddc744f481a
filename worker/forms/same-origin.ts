import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { CrossSiteRefused } from '../errors';

/**
 * A post counts only when the browser says it comes from this site's own pages: Sec-Fetch-Site
 * where the browser sends it, else Origin. A post with neither is refused too: every browser that
 * can be made to post cross-site sends one of them, and failing closed costs only odd clients.
 */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) {
    if (fetchSite === 'same-origin') return;
    throw new CrossSiteRefused(`Sec-Fetch-Site: ${fetchSite}`);
  }
  const origin = c.req.header('origin');
  if (origin === undefined) throw new CrossSiteRefused('neither Sec-Fetch-Site nor Origin');
  if (origin !== new URL(c.req.url).origin) throw new CrossSiteRefused(`Origin: ${origin}`);
}
