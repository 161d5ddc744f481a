import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, describe, expect, it } from 'vitest';
import { basemapManifestSchema } from '../../core/map/basemap-manifest.ts';
import { MAP_FONTS } from '../../core/map/fonts.ts';
import { buildBasemap } from './build-basemap.mjs';

// The build as build.mjs runs it (from the input-hash cache when nothing changed, else in ~20 s).

describe('buildBasemap', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'basemap-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes a valid manifest, a world pyramid to z6 and both fonts', async () => {
    const manifest = await buildBasemap({ outdir, quiet: true });
    const map = join(outdir, 'map');
    expect(basemapManifestSchema.parse(JSON.parse(readFileSync(join(map, 'manifest.json'), 'utf8')))).toEqual(manifest);
    expect(manifest.tiles).toMatchObject({ minzoom: 0, maxzoom: 6 });
    expect(readdirSync(join(map, 'tiles')).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    for (const name of Object.values(MAP_FONTS)) {
      expect(manifest.fonts[name].ranges).toEqual(expect.arrayContaining([0, 256]));
      for (const start of manifest.fonts[name].ranges) expect(existsSync(join(map, 'glyphs', manifest.fonts[name].slug, `${start}-${start + 255}.pbf`))).toBe(true);
    }
    const world = new VectorTile(new PbfReader(readFileSync(join(map, 'tiles/0/0/0.pbf'))));
    expect(Object.keys(world.layers).sort()).toEqual(['boundary', 'coastline', 'label', 'land', 'water']);
    expect(world.layers.boundary?.length).toBeGreaterThan(0);
  }, 120_000);

  it('gives the same version for the same inputs', async () => {
    const again = await buildBasemap({ outdir, quiet: true });
    expect(again.version).toBe(JSON.parse(readFileSync(join(outdir, 'map/manifest.json'), 'utf8')).version);
  }, 60_000);
});
