import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { securityHeaders } from './security-headers';

/** Runs outermost so every answer, error pages included, carries the same headers. */
export const securityMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === 'https:';
  // Unknown hosts have no site: their error page gets the strictest policy.
  const imageHosts = c.get('site')?.config.content.imageOrigins;
  const headers = securityHeaders({ https, frameAncestors: c.get('frameAncestors'), imageHosts, mapHosts: c.get('mapHosts') });
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
