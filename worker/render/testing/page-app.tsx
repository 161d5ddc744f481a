import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { loadSiteConfig } from '../../../sites';
import type { ResolvedSite } from '../../tenancy/resolve-site';

/** A Hono app with the site already resolved, for render tests that need no KV record. */
export function pageApp(siteId: string, stage: ResolvedSite['stage'] = 'development', host = `${siteId}.localhost`) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('site', { host, stage, config: loadSiteConfig(siteId) });
    await next();
  });
  return app;
}
