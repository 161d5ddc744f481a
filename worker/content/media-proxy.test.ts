import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';

// /media/* through the worker as deployed, against the embedded content service's demo media.

const SITE = 'vote-map';
const zone = siteZone('media');
const get = (path: string) => zone.fetch(SITE, path);

// The demo media is the content service's own: no content to seed.
beforeAll(() => zone.register([SITE], { seed: false }));

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
