import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import type { AppEnv } from '../env';
import { siteSecrets } from '../tenancy/site-secrets';
import { previewMiddleware, previewState } from './preview';
import { signPreviewToken } from './preview-token';

function app(siteId: string) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set('site', { host: `${siteId}.localhost`, stage: 'development', config: loadSiteConfig(siteId) });
    await next();
  });
  hono.use(previewMiddleware);
  hono.get('/page', (c) => c.json(previewState(c), 200, { 'Cache-Control': 'public, max-age=600' }));
  return hono;
}

const keyOf = (siteId: string) => siteSecrets(env, siteId).previewKey!;

async function visit(siteId: string, query: string) {
  const res = await app(siteId).request(`http://${siteId}.localhost/page${query}`, {}, env);
  return { res, state: await res.json<{ enabled: boolean; phases: number[] }>() };
}

describe('preview switch', () => {
  it('turns preview on only with preview=true and a valid token of the site: phases 1-4, no-store, noindex', async () => {
    const token = await signPreviewToken(keyOf('islands'), 'islands');
    const { res, state } = await visit('islands', `?preview=true&preview_token=${token}`);
    expect(state).toEqual({ enabled: true, phases: [1, 2, 3, 4] });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('ignores preview=true without a token, with a bad one, another site’s, or an expired one', async () => {
    const otherSite = await signPreviewToken(keyOf('canal-trail'), 'canal-trail');
    const expired = await signPreviewToken(keyOf('islands'), 'islands', { nowSeconds: Math.floor(Date.now() / 1000) - 7200 });
    const wrongKey = await signPreviewToken('not-the-key', 'islands');
    for (const query of ['?preview=true', '?preview=true&preview_token=abc', `?preview=true&preview_token=${otherSite}`, `?preview=true&preview_token=${expired}`, `?preview=true&preview_token=${wrongKey}`]) {
      const { res, state } = await visit('islands', query);
      expect(state).toEqual({ enabled: false, phases: loadSiteConfig('islands').content.phases });
      expect(res.headers.get('cache-control')).toBe('public, max-age=600');
      expect(res.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('needs preview=true beside the token', async () => {
    const token = await signPreviewToken(keyOf('islands'), 'islands');
    const { state } = await visit('islands', `?preview_token=${token}`);
    expect(state.enabled).toBe(false);
  });
});
