import { createExecutionContext, env } from 'cloudflare:test';
import { Hono } from 'hono';
import type { SiteConfig } from '../../../core/site-config';
import { loadSiteConfig } from '../../../sites';
import type { AppEnv } from '../../env';
import type { ResolvedSite } from '../../tenancy/resolve-site';

export interface PageAppOptions {
  stage?: ResolvedSite['stage'];
  host?: string;
  /** A variant of the site's configuration, for rules that depend on a field. */
  config?: SiteConfig;
}

/** A Hono app with the site already resolved, for render tests that need no KV record. */
export function pageApp(siteId: string, options: PageAppOptions = {}) {
  const app = new Hono<AppEnv>();
  const config = options.config ?? loadSiteConfig(siteId);
  app.use(async (c, next) => {
    c.set('site', { host: options.host ?? `${siteId}.localhost`, stage: options.stage ?? 'development', config });
    await next();
  });
  return app;
}

/** GET/POST through the app with the test bindings and an execution context (the content cache needs one). */
export function send(app: Hono<AppEnv>, url: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(app.request(url, init, env, createExecutionContext()));
}
