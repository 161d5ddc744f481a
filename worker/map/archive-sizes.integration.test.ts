import { env } from 'cloudflare:test';
import { TileType } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { tilesCovering } from '../../core/map/tile-cover';
import { type ArchiveTile, pmtilesArchive } from '../../test/support/pmtiles-archive';
import { siteZone } from '../../test/support/worker-fetch';

// The sizes a saved guide plans with (docs/decisions/058-saved-guide-archives.md), through the worker
// as deployed: the sandbox's hybrid variant names a PMTiles archive in R2, built here. Image tiles are
// stored as they are, so each tile's stored length is its bytes' length.

const zone = siteZone('archive-sizes');
const KEY = 'sandbox/hybrid.pmtiles';
/** A route's padded area in the Rhine valley. */
const AREA = [9.5, 47.1, 9.56, 47.16] as const;
const bbox = AREA.join(',');

interface Sizes {
  version: string;
  minzoom: number;
  maxzoom: number;
  tiles: [number, number, number, number][];
}

/** Bytes of `length`, different from tile to tile so no two share a run. */
const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed * 17) % 251);

const sizes = (query: string) => zone.fetch('sandbox', `/map/archive/hybrid/sizes?${query}`, { headers: { Accept: 'application/json' } });

describe('the sizes of an archive’s tiles over an area', () => {
  beforeAll(() => zone.register(['sandbox'], { seed: false }), 60_000);

  it('answers every tile a dense archive holds in the cover with its exact stored length', async () => {
    // Every tile of a wider area to zoom 15, each of its own length.
    const wide = tilesCovering([9.45, 47.05, 9.65, 47.25], 10, 15, 10_000).tiles;
    const tiles: ArchiveTile[] = wide.map((tile, i) => ({ ...tile, data: bytes(200 + ((tile.x * 7 + tile.y * 13 + tile.z) % 900), i) }));
    await env.BASEMAPS.put(KEY, await pmtilesArchive(tiles, TileType.Png));

    const res = await sizes(`bbox=${bbox}&minzoom=12&maxzoom=15`);
    expect(res.status).toBe(200);
    const answer = await res.json<Sizes>();
    expect(answer.version).toBe((await env.BASEMAPS.head(KEY))!.etag);
    expect([answer.minzoom, answer.maxzoom]).toEqual([10, 15]);
    const cover = tilesCovering([...AREA], 12, 15, 10_000).tiles;
    const expected = cover.map(({ z, x, y }) => [z, x, y, tiles.find((tile) => tile.z === z && tile.x === x && tile.y === y)!.data.length]);
    expect(answer.tiles).toEqual(expected);
    expect(answer.tiles.length).toBeGreaterThan(20);
  });

  it('leaves out what a sparse archive lacks and sizes each tile of a run as the one copy it shares', async () => {
    const sea = bytes(333, 1);
    const land = bytes(1234, 2);
    // The whole of zoom 1 is one run of four tiles; at zoom 2 only two tiles are held.
    const tiles: ArchiveTile[] = [
      { z: 1, x: 0, y: 0, data: sea },
      { z: 1, x: 0, y: 1, data: sea },
      { z: 1, x: 1, y: 1, data: sea },
      { z: 1, x: 1, y: 0, data: sea },
      { z: 2, x: 2, y: 1, data: land },
      { z: 2, x: 0, y: 3, data: bytes(77, 3) },
    ];
    await env.BASEMAPS.put(KEY, await pmtilesArchive(tiles, TileType.Png));
    const archive = await (await env.BASEMAPS.get(KEY))!.arrayBuffer();
    // One directory entry for the run's four tiles: the archive stores the sea once.
    expect(archive.byteLength).toBeLessThan(127 + 40 + 333 + 1234 + 77 + 1);

    const answer = await (await sizes('bbox=-180,-85,180,85&minzoom=0&maxzoom=3')).json<Sizes>();
    expect(answer.tiles).toEqual([
      [1, 0, 0, 333],
      [1, 0, 1, 333],
      [1, 1, 0, 333],
      [1, 1, 1, 333],
      [2, 0, 3, 77],
      [2, 2, 1, 1234],
    ]);
    // Over the Rhine valley only the tiles of that corner.
    expect((await (await sizes(`bbox=${bbox}&minzoom=0&maxzoom=2`)).json<Sizes>()).tiles).toEqual([
      [1, 1, 0, 333],
      [2, 2, 1, 1234],
    ]);
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['minzoom=0&maxzoom=2', 'bbox'],
      ['bbox=1,2,3&minzoom=0&maxzoom=2', 'bbox'],
      ['bbox=10,2,3,4&minzoom=0&maxzoom=2', 'bbox'],
      ['bbox=a,b,c,d&minzoom=0&maxzoom=2', 'bbox'],
      [`bbox=${bbox}&minzoom=x&maxzoom=2`, 'minzoom'],
      [`bbox=${bbox}&minzoom=1.5&maxzoom=2`, 'minzoom'],
      [`bbox=${bbox}&minzoom=0`, 'maxzoom'],
      [`bbox=${bbox}&minzoom=5&maxzoom=4`, 'maxzoom'],
      [`bbox=${bbox}&minzoom=0&maxzoom=27`, 'maxzoom'],
      // The whole world to zoom 7 is far past the bound.
      ['bbox=-180,-85,180,85&minzoom=0&maxzoom=7', 'maxzoom'],
    ];
    for (const [query, field] of cases) {
      const res = await sizes(query);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toContain(field);
    }
  });

  it('has no sizes for a variant without an archive', async () => {
    for (const path of [`/map/archive/outdoor/sizes?bbox=${bbox}&minzoom=0&maxzoom=2`, `/map/archive/satellite/sizes?bbox=${bbox}&minzoom=0&maxzoom=2`]) {
      expect((await zone.fetch('sandbox', path)).status, path).toBe(404);
    }
  });
});
