import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import type { AppEnv } from '../env';
import { routingMiddleware, withQuery } from './routing-middleware';

function appFor(siteId: string) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('site', { host: `${siteId}.localhost`, stage: 'development', config: loadSiteConfig(siteId) });
    await next();
  });
  app.use(routingMiddleware);
  app.all('*', (c) => {
    const match = c.get('route');
    return c.json(match ? { name: match.route.name, view: match.route.view, locale: match.route.locale ?? null, params: match.params } : null);
  });
  return app;
}

describe('routingMiddleware', () => {
  it('hands the matched route and params to the handlers', async () => {
    const res = await appFor('islands').request('/articulos/playa/e1?page=2');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'entry', view: 'detail', locale: 'es', params: { title: 'playa', id: 'e1' } });
  });

  it('redirects with the status of the table and keeps the query string', async () => {
    const res = await appFor('islands').request('/plans?tab=map&page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/trip-plans?tab=map&page=2');
    const bare = await appFor('park-gateway').request('/stay/old-lodge/e12');
    expect(bare.headers.get('location')).toBe('/entries/old-lodge/e12');
  });

  it('lets unmatched paths and non-GET requests through without a route', async () => {
    expect(await (await appFor('islands').request('/sitemap.xml')).json()).toBeNull();
    const post = await appFor('islands').request('/plans', { method: 'POST' });
    expect(post.status).toBe(200);
    expect(await post.json()).toBeNull();
  });

  it('joins queries onto a location that has its own', () => {
    expect(withQuery('/map?tab=map', '?page=2')).toBe('/map?tab=map&page=2');
    expect(withQuery('/map', '')).toBe('/map');
    expect(withQuery('/map', '?')).toBe('/map');
  });
});
