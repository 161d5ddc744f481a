import { env } from 'cloudflare:test';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { TileType } from 'pmtiles';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { beforeAll, describe, expect, it } from 'vitest';
import { pmtilesArchive } from '../../test/support/pmtiles-archive';
import { siteZone } from '../../test/support/worker-fetch';

// A variant whose basemap is a PMTiles archive in R2 (the sandbox's hybrid), through the worker as
// deployed: the style draws the archive's tiles from the site's own archive route, which reads each
// tile by range, over the world basemap; the archive here is built in the test from the world
// basemap's own tiles, which speak the Protomaps schema an archive does.

const zone = siteZone('pmtiles-map');
const KEY = 'sandbox/hybrid.pmtiles';

interface Style {
  metadata: Record<string, unknown>;
  sources: Record<string, { type: string; tiles: string[]; minzoom: number; maxzoom: number; tileSize?: number; attribution?: string }>;
  layers: { id: string; type: string; source?: string; 'source-layer'?: string }[];
}

/** The sandbox's credit as maplibre's attribution control shows it: the text linked to the licence's page. */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>';

const connectSrc = (res: Response) => /connect-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

async function asset(path: string): Promise<Uint8Array> {
  const res = await env.ASSETS.fetch(`https://assets.local${path}`);
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function offlineTile(z: number, x: number, y: number): Promise<Uint8Array> {
  const res = await env.ASSETS.fetch(`https://assets.local/map/tiles/${z}/${x}/${y}.pbf`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('a basemap from a PMTiles archive in R2', () => {
  beforeAll(() => zone.register(['sandbox'], { seed: false }), 60_000);

  it('answers a clear 503 while the archive is not in the bucket', async () => {
    for (const path of ['/map/style.json?style=hybrid', '/map/archive/hybrid/0/0/0.pbf']) {
      const res = await zone.fetch('sandbox', path, { headers: { Accept: 'application/json' } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('basemap_archive_unavailable');
    }
  });

  it('serves the style over the archive, its tiles by range, and 404 for a tile it does not hold', async () => {
    const world = await offlineTile(0, 0, 0);
    const quarter = await offlineTile(1, 0, 0);
    await env.BASEMAPS.put(
      KEY,
      await pmtilesArchive([
        { z: 1, x: 0, y: 0, data: quarter },
        { z: 0, x: 0, y: 0, data: world },
      ]),
    );

    const styleRes = await zone.fetch('sandbox', '/map/style.json?style=hybrid');
    expect(styleRes.status).toBe(200);
    expect(styleRes.headers.get('cache-control')).toBe('public, max-age=300');
    expect(connectSrc(styleRes)).toBe("'self'");
    const style = await styleRes.json<Style>();
    expect(style.metadata['travel-guide:variant']).toBe('hybrid');
    const source = style.sources.archive;
    const etag = (await env.BASEMAPS.head(KEY))!.etag;
    expect(source).toEqual({
      type: 'vector',
      tiles: [`http://${zone.host('sandbox')}/map/archive/hybrid/{z}/{x}/{y}.pbf?v=${etag}`],
      minzoom: 0,
      maxzoom: 1,
      bounds: [-180, -85, 180, 85],
      attribution: OSM_LINK,
    });
    expect(style.sources.basemap!.tiles[0]).toMatch(/\/map\/tiles\/\{z\}\/\{x\}\/\{y\}\.pbf\?v=/);

    const tilePath = (z: number, x: number, y: number) => `${new URL(source!.tiles[0]!.replace('{z}', `${z}`).replace('{x}', `${x}`).replace('{y}', `${y}`)).pathname}?v=${etag}`;
    const tile = await zone.fetch('sandbox', tilePath(1, 0, 0));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(tile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Stored gzipped in the archive, served as the tile itself.
    expect(new Uint8Array(await tile.arrayBuffer())).toEqual(quarter);
    const stale = await zone.fetch('sandbox', '/map/archive/hybrid/0/0/0.pbf?v=old');
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(world);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');

    // Inside the archive's zooms but not in it; beyond its zooms; off the grid; a variant without an archive.
    for (const path of [tilePath(1, 1, 1), tilePath(2, 0, 0), '/map/archive/hybrid/1/2/0.pbf', '/map/archive/outdoor/0/0/0.pbf']) {
      expect((await zone.fetch('sandbox', path)).status, path).toBe(404);
    }
  });

  it('serves a replaced archive at once, under its new version', async () => {
    const quarter = await offlineTile(1, 0, 0);
    const corner = await offlineTile(1, 1, 0);
    await env.BASEMAPS.put(
      KEY,
      await pmtilesArchive([
        { z: 1, x: 0, y: 0, data: corner },
        { z: 1, x: 1, y: 1, data: quarter },
      ]),
    );
    const etag = (await env.BASEMAPS.head(KEY))!.etag;
    // Tiles first: one the old archive lacked, and one it held with other bytes.
    const added = await zone.fetch('sandbox', `/map/archive/hybrid/1/1/1.pbf?v=${etag}`);
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await added.arrayBuffer())).toEqual(quarter);
    const changed = await zone.fetch('sandbox', '/map/archive/hybrid/1/0/0.pbf');
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(corner);
    expect((await zone.fetch('sandbox', '/map/archive/hybrid/0/0/0.pbf')).status).toBe(404);
    const style = await (await zone.fetch('sandbox', '/map/style.json?style=hybrid')).json<Style>();
    const source = style.sources.archive;
    expect(source!.tiles[0]).toContain(`?v=${etag}`);
    expect(source!.minzoom).toBe(1);
  });

  it("draws a region's archive in the Protomaps schema as it is, over the world basemap and only inside its header's bounds", async () => {
    // Liechtenstein's z6 tile of the world basemap stands in for a region cut from a Protomaps build.
    const region = await offlineTile(6, 33, 22);
    const bounds: [number, number, number, number] = [9.47, 47.05, 9.64, 47.27];
    await env.BASEMAPS.put(KEY, await pmtilesArchive([{ z: 6, x: 33, y: 22, data: region }], TileType.Mvt, bounds));
    const etag = (await env.BASEMAPS.head(KEY))!.etag;

    const style = await (await zone.fetch('sandbox', '/map/style.json?style=hybrid&lang=es')).json<Style>();
    expect(validateStyleMin(style as never)).toEqual([]);
    expect(style.sources.archive).toMatchObject({ type: 'vector', minzoom: 6, maxzoom: 6, bounds });
    expect(style.sources.basemap).toMatchObject({ type: 'vector', minzoom: 0, maxzoom: 6 });
    // The world's land first, then the same flavour's over the archive, whose earth covers the world's;
    // then the names, the world's and then the archive's, over all the land.
    const sources = (names: boolean) => style.layers.filter((layer) => (layer.type === 'symbol') === names && layer.type !== 'background').map((layer) => layer.source);
    const land = sources(false);
    const firstArchive = land.indexOf('archive');
    expect(land.slice(0, firstArchive).every((source) => source === 'basemap')).toBe(true);
    expect(land.slice(firstArchive).every((source) => source === 'archive')).toBe(true);
    const names = sources(true);
    expect(names.slice(0, names.indexOf('archive')).every((source) => source === 'basemap')).toBe(true);
    expect(names.slice(names.indexOf('archive')).every((source) => source === 'archive')).toBe(true);
    expect(style.layers.findIndex((layer) => layer.type === 'symbol')).toBeGreaterThan(style.layers.findLastIndex((layer) => layer.type !== 'symbol'));
    expect(style.layers.find((layer) => layer.id === 'archive-earth')).toMatchObject({ type: 'fill', 'source-layer': 'earth' });
    expect(style.layers.find((layer) => layer.id === 'archive-places_locality')).toMatchObject({ type: 'symbol', 'source-layer': 'places' });

    // The tile comes out as it went in: no conversion between the schemas.
    const res = await zone.fetch('sandbox', `/map/archive/hybrid/6/33/22.pbf?v=${etag}`);
    expect(res.status).toBe(200);
    const tile = new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer())));
    expect(Object.keys(tile.layers)).toEqual(expect.arrayContaining(['earth', 'boundaries', 'places']));
    expect(tile.layers.earth!.feature(0).properties.kind).toBe('earth');
  });

  it('serves a raster archive as images under their own extension, drawn by a raster layer', async () => {
    // Real images from the site's assets stand in for imagery tiles; the worker never decodes them.
    const formats = [
      { type: TileType.Png, extension: 'png', contentType: 'image/png', tile: await asset('/images/sandbox/icon.png') },
      { type: TileType.Jpeg, extension: 'jpg', contentType: 'image/jpeg', tile: await asset('/images/sandbox/share.jpg') },
    ];
    for (const { type, extension, contentType, tile } of formats) {
      await env.BASEMAPS.put(
        KEY,
        await pmtilesArchive(
          [
            { z: 0, x: 0, y: 0, data: tile },
            { z: 2, x: 1, y: 1, data: tile },
          ],
          type,
        ),
      );
      const etag = (await env.BASEMAPS.head(KEY))!.etag;

      const style = await (await zone.fetch('sandbox', '/map/style.json?style=hybrid')).json<Style>();
      const [[id, source]] = Object.entries(style.sources) as [[string, Style['sources'][string]]];
      expect(source).toEqual({
        type: 'raster',
        tileSize: 256,
        tiles: [`http://${zone.host('sandbox')}/map/archive/hybrid/{z}/{x}/{y}.${extension}?v=${etag}`],
        minzoom: 0,
        maxzoom: 2,
        attribution: OSM_LINK,
      });
      // The sea where the archive has no tile, the images over it, and no vector layer asking for a source-layer.
      expect(style.layers.map((layer) => [layer.type, layer.source])).toEqual([
        ['background', undefined],
        ['raster', id],
      ]);

      const res = await zone.fetch('sandbox', `/map/archive/hybrid/2/1/1.${extension}?v=${etag}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(contentType);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(tile);
      // Another extension than the archive's type, and a tile it lacks.
      for (const path of [`/map/archive/hybrid/2/1/1.pbf?v=${etag}`, `/map/archive/hybrid/2/0/1.${extension}?v=${etag}`]) {
        expect((await zone.fetch('sandbox', path)).status, path).toBe(404);
      }
    }
  });

  it('still refuses an archive of a tile type the map cannot draw with a clear 503', async () => {
    await env.BASEMAPS.put(KEY, await pmtilesArchive([{ z: 0, x: 0, y: 0, data: await offlineTile(0, 0, 0) }], TileType.Mlt));
    for (const path of ['/map/style.json?style=hybrid', '/map/archive/hybrid/0/0/0.pbf']) {
      const res = await zone.fetch('sandbox', path, { headers: { Accept: 'application/json' } });
      expect(res.status, path).toBe(503);
      expect(await res.text()).toContain('basemap_archive_unavailable');
    }
  });
});
