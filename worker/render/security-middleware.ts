import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { analyticsId } from './analytics';
import { securityHeaders } from './security-headers';

/** Runs outermost so every answer, error pages included, carries the same headers. */
export const securityMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === 'https:';
  // Unknown hosts have no site: their error page gets the strictest policy.
  const site = c.get('site');
  const headers = securityHeaders({ https, frameAncestors: c.get('frameAncestors'), imageHosts: site?.config.content.imageOrigins, analytics: Boolean(analyticsId(site)) });
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
