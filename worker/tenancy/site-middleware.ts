import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { normalizeHost } from './normalize-host';
import { resolveSite } from './resolve-site';

/** Thin wrapper: resolves the site and its secrets before anything else (cache, content) can run. */
export const siteMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const host = normalizeHost(c.req.header('host') ?? new URL(c.req.url).host);
  const site = await resolveSite(c.env.HOSTS, host);
  c.set('site', site);
  c.set('secrets', c.var.environment.secretsOf(site.config.id));
  await next();
});
