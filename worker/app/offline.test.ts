import { beforeAll, describe, expect, it } from 'vitest';
import { precachedPages } from '../../core/app/precached-pages';
import { servedAssetManifest } from '../../test/support/asset-manifest';
import { siteZone } from '../../test/support/worker-fetch';

// Through the worker as deployed, against ./dist as `node build.mjs` wrote it (npm test builds first).

const zone = siteZone('offline');

describe('service worker and offline pages', () => {
  beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);

  it("serves /sw.js at the root as script, always revalidated, naming this build's page-wide files and offline pages", async () => {
    const res = await zone.fetch('canal-trail', '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    const script = await res.text();
    const manifest = await servedAssetManifest((path) => zone.fetch('canal-trail', path));
    for (const file of [...manifest.scripts, ...manifest.styles, ...precachedPages()]) expect(script).toContain(`"${file}"`);
    expect(script).not.toMatch(/maplibre-gl-[A-Z0-9]{8}/);
  });

  it('answers every precached page with 200 on a one-language site too (a failed precache would stop the install)', async () => {
    for (const page of precachedPages()) {
      const res = await zone.fetch('canal-trail', page);
      expect(res.status, page).toBe(200);
      await res.arrayBuffer();
    }
  });

  it("renders the offline page in the request's language with the site's name and menu, linking the saved guides", async () => {
    const res = await zone.fetch('islands', '/offline?locale=es');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    const page = await res.text();
    expect(page).toContain('<html lang="es"');
    expect(page).toContain('<h1 id="offline-title">Estás sin conexión</h1>');
    expect(page).toContain('Guía de las Islas');
    expect(page).toMatch(/<nav[^>]*aria-label="Menú principal"/);
    expect(page).toContain('href="/saved?locale=es"');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const english = await (await zone.fetch('canal-trail', '/offline?locale=en')).text();
    expect(english).toContain('<h1 id="offline-title">You are offline</h1>');
    expect(english).toContain('Canal Trail');
  });

  it("lets pages run their origin's service worker and manifest, and nothing else's", async () => {
    const res = await zone.fetch('canal-trail', '/offline?locale=en');
    const csp = res.headers.get('content-security-policy') ?? '';
    await res.arrayBuffer();
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('worker-src')?.split(' ')).toContain("'self'");
    expect(directive('worker-src')).not.toMatch(/https?:|\*/);
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
  });
});
