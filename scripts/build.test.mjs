import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../build.mjs';

describe('build.mjs', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'dist-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes hashed files and a manifest that names only the page-wide entries', async () => {
    const manifest = await buildClient({ outdir, quiet: true });
    expect(manifest.scripts).toEqual([expect.stringMatching(/^\/assets\/main-[A-Z0-9]{8}\.js$/)]);
    expect(manifest.styles).toEqual([expect.stringMatching(/^\/styles\/site-[A-Z0-9]{8}\.css$/)]);
    expect(JSON.parse(readFileSync(join(outdir, 'assets/manifest.json'), 'utf8'))).toEqual(manifest);
    for (const file of [...manifest.scripts, ...manifest.styles, ...Object.values(manifest.chunks)]) {
      expect(existsSync(join(outdir, file))).toBe(true);
    }
    // No map library in what every page loads.
    const main = readFileSync(join(outdir, String(manifest.scripts[0])), 'utf8');
    expect(main).not.toMatch(/maplibre/i);
    expect(gzipSync(main).length).toBeLessThan(100 * 1024);
  }, 60_000);

  it("builds maplibre as the map's own named chunk, with its worker and stylesheet beside it", () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'assets/manifest.json'), 'utf8'));
    const maplibre = Object.keys(manifest.chunks).filter((name) => /maplibre/.test(name));
    expect(maplibre).toEqual([expect.stringMatching(/^maplibre-map-[A-Z0-9]{8}\.js$/)]);
    const chunk = readFileSync(join(outdir, 'assets', String(maplibre[0])), 'utf8');
    const assets = [...chunk.matchAll(/"(\/assets\/maplibre-gl-(?:worker-)?[A-Z0-9]{8}\.(?:mjs|css))"/g)].map((m) => String(m[1]));
    expect(assets).toHaveLength(2);
    for (const asset of assets) expect(existsSync(join(outdir, asset))).toBe(true);
    // Only the map's chunk holds maplibre: the island chunks and React's do not.
    for (const name of Object.keys(manifest.chunks).filter((file) => file !== maplibre[0])) {
      expect(readFileSync(join(outdir, 'assets', name), 'utf8'), name).not.toContain('maplibre-gl-worker');
    }
  });

  it('leaves an unchanged build untouched, so a running npm start does not reload under npm test', async () => {
    const times = () => Object.fromEntries(readdirSync(outdir, { recursive: true }).map((file) => [file, statSync(join(outdir, file)).mtimeMs]));
    const before = times();
    await buildClient({ outdir, quiet: true });
    expect(times()).toEqual(before);
  }, 60_000);
});
