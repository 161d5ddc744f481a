import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { clearSiteMemo } from '../tenancy/resolve-site';

// /media/* through the worker as deployed, against the embedded content service's demo media.

const SITE = 'vote-map';
const get = (path: string) => exports.default.fetch(new Request(`http://${SITE}.media.test${path}`));

beforeAll(async () => {
  clearSiteMemo();
  await env.HOSTS.put(`${SITE}.media.test`, JSON.stringify({ site: SITE, stage: 'development' }));
});

describe('media proxy', () => {
  it('serves the site project’s media from its own origin with the content type, static TTL and a sandboxing CSP, then from its cache', async () => {
    const res = await get(`/media/${SITE}/event.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${loadSiteConfig(SITE).cache.static}`);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(res.headers.get('x-media-cache')).toBeNull();
    const again = await get(`/media/${SITE}/event.svg`);
    expect(again.headers.get('x-media-cache')).toBe('hit');
    expect(again.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await again.text()).toBe(svg);
  });

  it('keeps a 404 of the service a 404', async () => {
    expect((await get(`/media/${SITE}/missing.svg`)).status).toBe(404);
  });

  it('answers 404 for another project or a path that escapes', async () => {
    for (const path of ['/media/islands/event.svg', `/media/${SITE}/../islands/event.svg`, `/media/${SITE}/`, `/media/${SITE}/.hidden`]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
