import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// Through the worker as deployed, against ./dist as `node build.mjs` wrote it (npm test builds first).

const zone = siteZone('app-manifest');

async function manifestOf(site: string, path = '/manifest.webmanifest') {
  const res = await zone.fetch(site, path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  return (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    lang: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('web app manifest', () => {
  beforeAll(() => zone.register(['canal-trail', 'islands']), 60_000);

  it("names the site, opens standalone at its root in the theme's colours, with 192, 512 and maskable PNG icons it serves", async () => {
    const manifest = await manifestOf('canal-trail');
    expect(manifest).toMatchObject({ name: 'Canal Trail', short_name: 'Canal Trail', start_url: '/', display: 'standalone', theme_color: '#2f4858', background_color: '#ffffff', lang: 'en' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const res = await zone.fetch('canal-trail', icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const size = pngSize(new Uint8Array(await res.arrayBuffer()));
      expect(`${size.width}x${size.height}`).toBe(icon.sizes);
    }
  });

  it("is each site's own, in the page's language, and every page links it from its head", async () => {
    const islands = await manifestOf('islands');
    expect(islands.theme_color).not.toBe('#2f4858');
    expect(islands.icons[0]?.src).toBe('/images/islands/app-icon-192.png');
    const spanish = await manifestOf('islands', '/manifest.webmanifest?locale=es');
    expect(spanish).toMatchObject({ lang: 'es', start_url: '/?locale=es' });
    const res = await zone.fetch('islands', '/about?locale=es');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest?locale=es"/>');
  });
});

describe('short name', () => {
  beforeAll(() => zone.register(['park', 'geotourism-council'], { seed: false }));

  it('keeps whole words within 12 characters, and at least the first word', async () => {
    expect((await manifestOf('canal-trail')).short_name).toBe('Canal Trail');
    expect(await manifestOf('park')).toMatchObject({ name: 'Point Reyes Seashore Park', short_name: 'Point Reyes' });
    expect(await manifestOf('geotourism-council')).toMatchObject({ name: 'International Geotourism Council', short_name: 'International' });
  });
});
