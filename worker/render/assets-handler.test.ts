import { describe, expect, it } from 'vitest';
import { type AssetManifest, assetManifestSchema, MANIFEST_PATH } from './asset-manifest';
import { ASSET_PATHS, assetsHandler } from './assets-handler';
import { pageApp, send } from './testing/page-app';

// These tests read ./dist as built by `node build.mjs` (npm test builds first).

async function gzipSize(res: Response): Promise<number> {
  const compressed = res.body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

function app() {
  const a = pageApp('islands');
  for (const path of ASSET_PATHS) a.get(path, assetsHandler);
  return a;
}

async function manifest(): Promise<AssetManifest> {
  const res = await send(app(), `http://islands.localhost${MANIFEST_PATH}`, {});
  expect(res.status).toBe(200);
  return assetManifestSchema.parse(await res.json());
}

describe('build output and assets handler', () => {
  it('lists content-hashed scripts and stylesheets that are served and cached immutably', async () => {
    const m = await manifest();
    expect(m.scripts.length).toBeGreaterThan(0);
    expect(m.styles.length).toBeGreaterThan(0);
    for (const file of [...m.scripts, ...m.styles]) {
      expect(file).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
      const res = await send(app(), `http://islands.localhost${file}`, {});
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    }
  });

  it('keeps the initial JavaScript under 100 KB and the CSS under 30 KB compressed, without the map library', async () => {
    const m = await manifest();
    let js = 0;
    for (const file of m.scripts) {
      const text = await (await send(app(), `http://islands.localhost${file}`, {})).text();
      expect(text).not.toMatch(/maplibre/i);
      js += await gzipSize(new Response(text));
    }
    let css = 0;
    for (const file of m.styles) css += await gzipSize(await send(app(), `http://islands.localhost${file}`, {}));
    expect(js).toBeLessThan(100 * 1024);
    expect(css).toBeLessThan(30 * 1024);
  });

  it('serves static images with a day of caching, and 404 for missing files', async () => {
    const icon = await send(app(), 'http://islands.localhost/images/placeholder.svg', {});
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    await icon.arrayBuffer();
    const missing = await send(app(), 'http://islands.localhost/images/nope.png', {});
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
    const favicon = await send(app(), 'http://islands.localhost/favicon.ico', {});
    expect(favicon.status).toBe(301);
    expect(favicon.headers.get('location')).toBe('/favicon.svg');
  });
});
