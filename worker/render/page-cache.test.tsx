import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { ContentUnavailable } from '../errors';
import { localeMiddleware } from '../preferences/locale-middleware';
import { pageCacheMiddleware, pageCacheMaterial } from './page-cache';
import { renderPage } from './render-page';
import { pageApp } from './testing/page-app';
import { seedDemoContent } from '../../content-service/testing/seed';

async function get(app: Hono<AppEnv>, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(url, init, env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

function counting(site: string) {
  const app = pageApp(site);
  const state: { renders: number; framed?: readonly string[] } = { renders: 0 };
  app.use(async (c, next) => {
    await next();
    state.framed = c.get('frameAncestors');
  });
  app.use(async (c, next) => {
    c.set('preview', c.req.header('x-test-preview') === '1');
    await next();
  });
  app.use(localeMiddleware);
  app.use(pageCacheMiddleware);
  app.get('/embeds/x/1', (c) => renderPage(c, { head: {}, body: <p>{`embed ${++state.renders}`}</p>, frameable: true, bare: true }));
  app.get('/missing', (c) => renderPage(c, { head: {}, body: <p>{`gone ${++state.renders}`}</p>, status: 404 }));
  app.get('/late', (c) => renderPage(c, { head: {}, body: Promise.reject(new ContentUnavailable(`down ${++state.renders}`)) }));
  app.get('*', (c) => renderPage(c, { head: {}, body: <p>{`render ${++state.renders}`}</p> }));
  return { app, state };
}

describe('page cache', () => {
  beforeAll(() => seedDemoContent(env, ['islands', 'canal-trail']));

  it('serves a repeated request from the cache without rendering again', async () => {
    const { app, state } = counting('canal-trail');
    const first = await get(app, 'http://canal-trail.localhost/pc-a?b=2&a=1');
    expect(first.html).toContain('render 1');
    const second = await get(app, 'http://canal-trail.localhost/pc-a?a=1&b=2&utm_source=mail');
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    expect(second.html).toContain('render 1');
    expect(state.renders).toBe(1);
  });

  it('keys by locale, and skips visitors with other cookies and previews', async () => {
    const { app, state } = counting('islands');
    await get(app, 'http://islands.localhost/pc-b');
    expect((await get(app, 'http://islands.localhost/pc-b', { headers: { cookie: 'locale=es' } })).html).toContain('render 2');
    expect((await get(app, 'http://islands.localhost/pc-b', { headers: { cookie: 'locale=es' } })).res.headers.get('x-page-cache')).toBe('hit');
    expect((await get(app, 'http://islands.localhost/pc-b', { headers: { cookie: 'session=abc' } })).html).toContain('render 3');
    expect((await get(app, 'http://islands.localhost/pc-b', { headers: { 'x-test-preview': '1' } })).html).toContain('render 4');
    expect(state.renders).toBe(4);
  });

  it('does not store error pages', async () => {
    const { app, state } = counting('canal-trail');
    await get(app, 'http://canal-trail.localhost/missing');
    await get(app, 'http://canal-trail.localhost/missing');
    expect(state.renders).toBe(2);
  });

  it('does not keep a page whose view failed after the response started', async () => {
    const { app, state } = counting('canal-trail');
    const first = await get(app, 'http://canal-trail.localhost/late');
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('<h1 id="error-title">Briefly unavailable</h1>');
    const second = await get(app, 'http://canal-trail.localhost/late');
    expect(second.res.headers.get('x-page-cache')).toBeNull();
    expect(state.renders).toBe(2);
  });

  it('keeps an embed frameable when it comes from the cache', async () => {
    const { app, state } = counting('canal-trail');
    await get(app, 'http://canal-trail.localhost/embeds/x/1');
    state.framed = undefined;
    const hit = await get(app, 'http://canal-trail.localhost/embeds/x/1');
    expect(hit.res.headers.get('x-page-cache')).toBe('hit');
    expect(hit.res.headers.has('x-page-frameable')).toBe(false);
    expect(state.framed).toEqual(['*']);
    await get(app, 'http://canal-trail.localhost/pc-c');
    expect((await get(app, 'http://canal-trail.localhost/pc-c')).res.headers.get('x-page-cache')).toBe('hit');
    expect(state.framed).toBeUndefined();
  });

  it('normalises the query and ignores tracking parameters in the key', () => {
    const material = (url: string) => {
      let out = '';
      const app = pageApp('canal-trail');
      app.get('*', (c) => {
        out = pageCacheMaterial(c);
        return c.text('');
      });
      return Promise.resolve(app.request(url, {}, env)).then(() => out);
    };
    return Promise.all([material('http://x/p?b=2&a=1&utm_medium=x'), material('http://x/p?a=1&b=2'), material('http://x/p?a=1')]).then(([a, b, c]) => {
      expect(a).toBe(b);
      expect(a).not.toBe(c);
    });
  });
});
