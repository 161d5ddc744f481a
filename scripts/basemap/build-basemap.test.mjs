import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, describe, expect, it } from 'vitest';
import { basemapManifestSchema } from '../../core/map/basemap-manifest.ts';
import { MAP_FONTS } from '../../core/map/fonts.ts';
import { SPRITE_ICONS } from '../../core/map/static/sprite-icons.ts';
import { buildBasemap } from './build-basemap.mjs';

// The build as build.mjs runs it (from the input-hash cache when nothing changed, else in ~20 s).

describe('buildBasemap', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'basemap-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('writes a valid manifest, a world pyramid to z6 and every font', async () => {
    const manifest = await buildBasemap({ outdir, quiet: true });
    const map = join(outdir, 'map');
    expect(basemapManifestSchema.parse(JSON.parse(readFileSync(join(map, 'manifest.json'), 'utf8')))).toEqual(manifest);
    expect(manifest.tiles).toMatchObject({ minzoom: 0, maxzoom: 6 });
    expect(readdirSync(join(map, 'tiles')).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    for (const name of Object.values(MAP_FONTS)) {
      expect(manifest.fonts[name].ranges).toEqual(expect.arrayContaining([0, 256]));
      for (const start of manifest.fonts[name].ranges) expect(existsSync(join(map, 'glyphs', manifest.fonts[name].slug, `${start}-${start + 255}.pbf`))).toBe(true);
    }
  }, 180_000);

  /**
   * Every feature of one source layer of a built tile, with its geometry type (1 point, 2 line, 3 polygon).
   * @returns {Record<string, any>[]}
   */
  const featuresOf = (path, layer) => {
    const tile = new VectorTile(new PbfReader(readFileSync(join(outdir, 'map/tiles', path))));
    const found = tile.layers[layer];
    return found ? Array.from({ length: found.length }, (_, i) => found.feature(i)).map((f) => ({ type: f.type, ...f.properties })) : [];
  };

  it('speaks the Protomaps basemap schema: earth, water, boundaries and places with their kinds', () => {
    const world = new VectorTile(new PbfReader(readFileSync(join(outdir, 'map/tiles/0/0/0.pbf'))));
    expect(Object.keys(world.layers).sort()).toEqual(['boundaries', 'earth', 'water']);
    expect(featuresOf('0/0/0.pbf', 'earth').every((f) => f.type === 3 && f.kind === 'earth')).toBe(true);
    expect(new Set(featuresOf('0/0/0.pbf', 'boundaries').map((f) => `${f.kind}:${f.kind_detail}`))).toEqual(new Set(['country:2']));
    // Country names show from z1; France is in the north-east quarter.
    expect(featuresOf('0/0/0.pbf', 'places')).toEqual([]);
    const countries = featuresOf('1/1/0.pbf', 'places');
    expect(countries.length).toBeGreaterThan(50);
    expect(countries.find((f) => f.name === 'France')).toMatchObject({ type: 1, kind: 'country', min_zoom: 1, population_rank: expect.any(Number), sort_key: expect.any(Number) });
    // No towns yet: they enter at their min_zoom.
    expect(countries.every((f) => f.kind === 'country')).toBe(true);
  });

  it("holds towns, states, counties, lakes and rivers at z6 with the schema's ranks (western New York)", () => {
    // Rochester, NY (about 77.6 W, 43.2 N) is in z6 tile 18/23.
    const places = featuresOf('6/18/23.pbf', 'places');
    expect(places.find((f) => f.name === 'Rochester')).toMatchObject({ kind: 'locality', kind_detail: 'city', min_zoom: 5, population_rank: 10 });
    expect(places.some((f) => f.kind === 'region' && f.name === 'New York')).toBe(true);
    const smallest = places.filter((f) => f.kind === 'locality').sort((a, b) => a.population - b.population)[0];
    expect(smallest).toMatchObject({ min_zoom: 10, population_rank: 3 });
    expect(new Set(featuresOf('6/18/23.pbf', 'boundaries').map((f) => f.kind))).toEqual(new Set(['country', 'region', 'county']));
    const water = featuresOf('6/18/23.pbf', 'water');
    expect(water.some((f) => f.kind === 'lake' && f.type === 3)).toBe(true);
    expect(water.some((f) => f.kind === 'river' && f.type === 2)).toBe(true);
    // Rivers are drawn from z9 on: shallower tiles leave them out.
    expect(featuresOf('5/9/11.pbf', 'water').some((f) => f.kind === 'river')).toBe(false);
  });

  it("writes a sprite of the icons the flavour's layers name, from the picture's drawings, at 1x and 2x", () => {
    for (const [suffix, ratio] of /** @type {[string, number][]} */ ([
      ['', 1],
      ['@2x', 2],
    ])) {
      const icons = JSON.parse(readFileSync(join(outdir, `map/sprite/sprite${suffix}.json`), 'utf8'));
      expect(Object.keys(icons)).toEqual([...SPRITE_ICONS.keys()]);
      for (const [name, drawing] of SPRITE_ICONS) expect(icons[name]).toMatchObject({ width: drawing.width * ratio, height: drawing.height * ratio, pixelRatio: ratio });
      const png = readFileSync(join(outdir, `map/sprite/sprite${suffix}.png`));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      const right = Math.max(...Object.values(icons).map((icon) => icon.x + icon.width));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([right, Math.max(...Object.values(icons).map((icon) => icon.height))]);
    }
  });

  it('gives the same version for the same inputs', async () => {
    const again = await buildBasemap({ outdir, quiet: true });
    expect(again.version).toBe(JSON.parse(readFileSync(join(outdir, 'map/manifest.json'), 'utf8')).version);
  }, 60_000);
});
