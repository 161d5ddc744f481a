import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPmtiles, vectorTileAt } from '../../test/support/pmtiles-buffer.ts';
import { buildOsmBasemap } from './build.mjs';
import { cachedOsmBasemap, DEMO_ARCHIVE } from './cached-archive.mjs';

// The builder on the committed extract of Liechtenstein (data/osm/README.md), read back with the
// pmtiles package's reader as the worker reads archives from R2.

const VADUZ = { lon: 9.5209, lat: 47.141 };
const SCHEMA = ['boundaries', 'buildings', 'earth', 'landcover', 'landuse', 'places', 'pois', 'roads', 'transit', 'water'];

function tileOf(z, { lon, lat }) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { z, x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

/** The decoded tile at zoom z that holds the point. */
function tileAt(archive, z, point) {
  const { x, y } = tileOf(z, point);
  return vectorTileAt(archive, z, x, y);
}

/** The rings (or lines) of every feature of a layer in the tile. */
function ringsOf(tile, layer) {
  const found = tile?.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i).loadGeometry()).flat() : [];
}

function featuresOf(tile, layer) {
  const found = tile?.layers[layer];
  return found ? Array.from({ length: found.length }, (_, i) => found.feature(i).properties) : [];
}

describe('buildOsmBasemap on the Liechtenstein extract', () => {
  /** @type {ReturnType<typeof openPmtiles>} */
  let archive;
  let built;
  beforeAll(async () => {
    built = await buildOsmBasemap(DEMO_ARCHIVE.input);
    archive = openPmtiles(built.archive);
  }, 120_000);

  it('is a PMTiles v3 archive of vector tiles, z0 to z15 over the extract, crediting OpenStreetMap', async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, tileType: 1, minZoom: 0, maxZoom: 15, clustered: true });
    // The extract's box (9.47-9.64 E, 47.05-47.27 N) and the ways it keeps whole across its edges.
    expect(header.minLon).toBeLessThanOrEqual(9.4711);
    expect(header.minLat).toBeLessThanOrEqual(47.0478);
    expect(header.maxLon).toBeGreaterThanOrEqual(9.6362);
    expect(header.maxLat).toBeGreaterThanOrEqual(47.2712);
    expect(header.maxLon - header.minLon).toBeLessThan(0.5);
    expect(header.maxLat - header.minLat).toBeLessThan(0.7);
    expect(header.centerLon).toBeGreaterThan(header.minLon);
    expect(header.centerLon).toBeLessThan(header.maxLon);
    const metadata = /** @type {any} */ (await archive.getMetadata());
    expect(metadata.attribution).toContain('© OpenStreetMap contributors');
    expect(metadata.attribution).toContain('https://www.openstreetmap.org/copyright');
    expect(metadata.vector_layers.map((layer) => layer.id).sort()).toEqual(SCHEMA);
    const roads = metadata.vector_layers.find((layer) => layer.id === 'roads');
    expect(roads.fields).toMatchObject({ kind: 'String', kind_detail: 'String', min_zoom: 'Number', name: 'String' });
  });

  it('has footpaths, roads by class, buildings and land cover in the z14 tile over Vaduz', async () => {
    const tile = await tileAt(archive, 14, VADUZ);
    const roads = featuresOf(tile, 'roads');
    expect(roads.filter((road) => road.kind === 'path').map((road) => road.kind_detail)).toEqual(expect.arrayContaining(['footway', 'track']));
    expect(new Set(roads.map((road) => road.kind))).toEqual(new Set(['path', 'minor_road', 'major_road']));
    for (const road of roads) expect(road.min_zoom).toBeLessThanOrEqual(15);
    expect(ringsOf(tile, 'buildings').length).toBeGreaterThan(20);
    expect(featuresOf(tile, 'buildings')[0]).toMatchObject({ kind: 'building' });
    expect(featuresOf(tile, 'earth')).toEqual([{ kind: 'earth' }]);
    expect(featuresOf(tile, 'landuse').length).toBeGreaterThan(0);
  });

  it('merges the lines of one kind and name in a tile, and the polygons below z15, as the reference tiler does', async () => {
    for (const z of [13, 14, 15]) {
      const tile = await tileAt(archive, z, VADUZ);
      const lines = Object.keys(tile?.layers ?? {}).flatMap((layer) =>
        Array.from({ length: tile?.layers[layer]?.length ?? 0 }, (_, i) => tile?.layers[layer]?.feature(i)).flatMap((feature) =>
          feature && (feature.type === 2 || (feature.type === 3 && z < 15)) ? [`${layer} ${feature.type} ${JSON.stringify(feature.properties)}`] : [],
        ),
      );
      expect(lines.length).toBeGreaterThan(10);
      expect(new Set(lines).size).toBe(lines.length);
    }
    // The footways of Vaduz at z14 are a few features of many lines (one per name and zoom), its buildings a few of many rings.
    const tile = await tileAt(archive, 14, VADUZ);
    const footways = Array.from({ length: tile?.layers.roads?.length ?? 0 }, (_, i) => tile?.layers.roads?.feature(i)).filter((road) => road?.properties.kind_detail === 'footway');
    expect(footways.flatMap((road) => road?.loadGeometry() ?? []).length).toBeGreaterThan(3 * footways.length);
    expect(featuresOf(tile, 'buildings').length).toBeLessThan(ringsOf(tile, 'buildings').length);
    // At z15, the archive's last zoom, each building is its own feature: many alike.
    const buildings = featuresOf(await tileAt(archive, 15, VADUZ), 'buildings');
    expect(buildings.length).toBeGreaterThan(5);
    expect(new Set(buildings.map((building) => JSON.stringify(building))).size).toBeLessThan(buildings.length);
  });

  it('keeps each feature out of tiles below its zoom: no paths or buildings at z10; the capital and the Rhine named', async () => {
    const tile = await tileAt(archive, 10, VADUZ);
    const roads = featuresOf(tile, 'roads');
    expect(roads.length).toBeGreaterThan(0);
    expect(roads.filter((road) => road.kind === 'path' || road.kind === 'minor_road')).toEqual([]);
    expect(featuresOf(tile, 'buildings')).toEqual([]);
    expect(featuresOf(tile, 'places')).toContainEqual(expect.objectContaining({ kind: 'locality', kind_detail: 'town', name: 'Vaduz', capital: 'yes' }));
    // The extract tags few names by language: the Rhine has its German one.
    expect(featuresOf(tile, 'water')).toContainEqual(expect.objectContaining({ kind: 'river', name: 'Rhein', 'name:de': 'Rhein', min_zoom: 10 }));
  });

  it('has peaks with their elevation, viewpoints, huts, car parks and water anywhere in the extract at z14', async () => {
    const pois = [];
    const { minLon, minLat, maxLon, maxLat } = await archive.getHeader();
    const corner = tileOf(14, { lon: minLon, lat: maxLat });
    const far = tileOf(14, { lon: maxLon, lat: minLat });
    for (let x = corner.x; x <= far.x; x++)
      for (let y = corner.y; y <= far.y; y++) {
        const tile = await vectorTileAt(archive, 14, x, y);
        pois.push(...featuresOf(tile, 'pois'));
      }
    const peaks = pois.filter((poi) => poi.kind === 'peak');
    expect(peaks.length).toBeGreaterThan(5);
    expect(peaks).toContainEqual(expect.objectContaining({ name: 'Kuhgrat', elevation: 2123, min_zoom: 13 }));
    expect(pois.map((poi) => poi.kind)).toEqual(expect.arrayContaining(['alpine_hut', 'viewpoint', 'parking', 'drinking_water']));
  });

  it('keeps every tile small', async () => {
    const header = await archive.getHeader();
    expect(header.numAddressedTiles).toBe(built.tiles);
    expect(built.archive.length).toBeLessThan(5_000_000);
    const sizes = [];
    for (const z of [8, 10, 12]) {
      const { x, y } = tileOf(z, VADUZ);
      sizes.push((await archive.getZxy(z, x, y))?.data.byteLength ?? 0);
    }
    for (const size of sizes) expect(size).toBeLessThan(200_000);
  });
});

describe('cachedOsmBasemap', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'osm-basemap-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('builds the demo archive once and answers the same file while its inputs are unchanged', async () => {
    const first = await cachedOsmBasemap({ cacheDir });
    expect(first.built).toBe(true);
    expect(readFileSync(first.file).subarray(0, 7).toString()).toBe('PMTiles');
    const again = await cachedOsmBasemap({ cacheDir });
    expect(again).toEqual({ file: first.file, built: false });
    expect(statSync(again.file).size).toBe(statSync(first.file).size);
  }, 120_000);
});

describe('npm run basemap:build on a file that is not a whole extract', () => {
  const dir = mkdtempSync(join(tmpdir(), 'osm-basemap-bad-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const build = (...args) => spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url)), ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });

  it('refuses a cut file, a file of other bytes and an empty one, saying why, and writes no archive', () => {
    const cases = [
      { name: 'cut.osm.pbf', bytes: readFileSync(DEMO_ARCHIVE.input).subarray(0, 300_000), reason: /cut\.osm\.pbf is not a usable OpenStreetMap extract: the file is truncated/ },
      { name: 'notes.osm.pbf', bytes: Buffer.from('these are not the data you are looking for'), reason: /notes\.osm\.pbf is not a usable OpenStreetMap extract: not an OpenStreetMap PBF file/ },
      { name: 'empty.osm.pbf', bytes: Buffer.alloc(0), reason: /empty\.osm\.pbf is not a usable OpenStreetMap extract: the file is empty/ },
    ];
    for (const { name, bytes, reason } of cases) {
      writeFileSync(join(dir, name), bytes);
      const run = build(name, '--out', `${name}.pmtiles`);
      expect([run.status, run.signal]).toEqual([1, null]);
      expect(run.stderr).toMatch(reason);
      expect(existsSync(join(dir, `${name}.pmtiles`))).toBe(false);
    }
  }, 120_000);
});
