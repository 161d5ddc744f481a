import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../test/support/worker-fetch';
import { signPreviewToken } from './content/preview-token';
import { environmentOf } from './env';

// The request facts (route, redirects, language, preview) as a visitor meets them, through the
// worker as deployed.

const zone = siteZone('state');
const get = zone.fetch;
const langOf = async (res: Response) => /<html lang="(\w+)"/.exec(await res.text())?.[1];
const keyOf = (siteId: string) => environmentOf(env).secretsOf(siteId).previewKey!;

beforeAll(() => zone.register(['islands', 'park-gateway', 'canal-trail']), 60_000);

describe('redirects', () => {
  it('answer with the status of the route table and keep the query string', async () => {
    const res = await get('islands', '/plans?tab=map&page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/trip-plans?tab=map&page=2');
    expect((await get('park-gateway', '/stay/old-lodge/e12')).headers.get('location')).toBe('/entries/old-lodge/e12');
  });

  it('never bounce a form post', async () => {
    const res = await get('islands', '/plans', { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('the language', () => {
  it('follows a Spanish alias, then ?locale=, then the cookie, then the site default', async () => {
    expect(await langOf(await get('islands', '/lugares'))).toBe('es');
    expect(await langOf(await get('islands', '/places?locale=es'))).toBe('es');
    expect(await langOf(await get('islands', '/places', { headers: { cookie: 'locale=es' } }))).toBe('es');
    expect(await langOf(await get('islands', '/places'))).toBe('en');
    expect(await langOf(await get('islands', '/places?locale=fr'))).toBe('en');
  });

  it('ignores a language the site does not offer', async () => {
    expect(await langOf(await get('canal-trail', '/about?locale=es'))).toBe('en');
  });
});

describe('preview', () => {
  it('turns on only with preview=true and a valid token of the site: no-store, noindex', async () => {
    const token = await signPreviewToken(keyOf('islands'), 'islands');
    const res = await get('islands', `/about?preview=true&preview_token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    // Preview shows phases 1-4: the draft notice (phase 2) appears only here.
    expect(html).toContain('This notice is a draft: only preview shows it.');
  });

  it('ignores preview=true without a token, with a bad one, another site’s, an expired one, or a token alone', async () => {
    const token = await signPreviewToken(keyOf('islands'), 'islands');
    const otherSite = await signPreviewToken(keyOf('canal-trail'), 'canal-trail');
    const expired = await signPreviewToken(keyOf('islands'), 'islands', { nowSeconds: Math.floor(Date.now() / 1000) - 7200 });
    const wrongKey = await signPreviewToken('not-the-key', 'islands');
    const queries = [
      '?preview=true',
      '?preview=true&preview_token=abc',
      `?preview=true&preview_token=${otherSite}`,
      `?preview=true&preview_token=${expired}`,
      `?preview=true&preview_token=${wrongKey}`,
      `?preview_token=${token}`,
    ];
    for (const query of queries) {
      const res = await get('islands', `/about${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('cache-control'), query).not.toBe('no-store');
      expect(res.headers.get('x-robots-tag'), query).toBeNull();
      expect(await res.text(), query).not.toContain('This notice is a draft');
    }
  });
});
