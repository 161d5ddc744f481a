import { beforeAll, describe, expect, it } from 'vitest';
import { servedAssetManifest } from '../../test/support/asset-manifest';
import { siteZone } from '../../test/support/worker-fetch';

// These tests read ./dist as built by `node build.mjs` (npm test builds first), through the worker
// as deployed: the files a page links are the ones it serves.

const zone = siteZone('assets');
const get = (path: string, init?: RequestInit) => zone.fetch('islands', path, init);

async function gzipSize(res: Response): Promise<number> {
  const compressed = res.body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

const manifest = () => servedAssetManifest(get);

describe('build output and assets handler', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it('lists content-hashed scripts and stylesheets that the pages link and that are served and cached immutably', async () => {
    const m = await manifest();
    const page = await (await get('/about')).text();
    expect(m.scripts.length).toBeGreaterThan(0);
    expect(m.styles.length).toBeGreaterThan(0);
    for (const file of [...m.scripts, ...m.styles]) {
      expect(file).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
      expect(page).toContain(`"${file}"`);
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    }
  });

  it('keeps the initial JavaScript under 100 KB and the CSS under 30 KB compressed, without the map library', async () => {
    const m = await manifest();
    let js = 0;
    for (const file of m.scripts) {
      const text = await (await get(file)).text();
      expect(text).not.toMatch(/maplibre/i);
      js += await gzipSize(new Response(text));
    }
    let css = 0;
    for (const file of m.styles) css += await gzipSize(await get(file));
    expect(js).toBeLessThan(100 * 1024);
    expect(css).toBeLessThan(30 * 1024);
  });

  it('serves static images with a day of caching, and 404 for missing files', async () => {
    const icon = await get('/images/placeholder.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    await icon.arrayBuffer();
    const unchanged = await get('/images/placeholder.svg', { headers: { 'if-none-match': icon.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
    const missing = await get('/images/nope.png');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    await missing.arrayBuffer();
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(301);
    expect(favicon.headers.get('location')).toBe('/favicon.svg');
  });
});
