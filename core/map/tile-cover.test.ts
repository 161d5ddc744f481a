import { describe, expect, it } from 'vitest';
import { type Bounds, padBounds, tilesCovering, tileUrl } from './tile-cover';

/** The tiles over `bounds` at zoom `z` alone. */
const tilesAt = (bounds: Bounds, z: number) => tilesCovering(bounds, z, z, Number.POSITIVE_INFINITY).tiles;
/** The one tile under a point at zoom `z`, as [x, y]. */
const tileOf = (lng: number, lat: number, z: number) => tilesAt([lng, lat, lng, lat], z).map(({ x, y }) => [x, y]);

describe('tile numbers', () => {
  it('numbers Web Mercator tiles from the north-west corner', () => {
    expect([tileOf(-180, 0, 1), tileOf(0, 0, 1), tileOf(179.9, 0, 1)].map((tiles) => tiles[0]![0])).toEqual([0, 1, 1]);
    expect([tileOf(0, 80, 1), tileOf(0, -80, 1)].map((tiles) => tiles[0]![1])).toEqual([0, 1]);
    // Zurich at zoom 10: the tile every map service names 536/358.
    expect(tileOf(8.54, 47.37, 10)).toEqual([[536, 358]]);
    // Past the poles and the antimeridian: the last tile, never outside the grid.
    expect([tileOf(0, 89.9, 3)[0]![1], tileOf(0, -89.9, 3)[0]![1], tileOf(180, 0, 3)[0]![0]]).toEqual([0, 7, 7]);
  });
});

describe('padBounds', () => {
  it('grows the area by a share of its size, at least a minimum, within the world', () => {
    expect(padBounds([10, 40, 12, 41], 0.1)).toEqual([9.8, 39.9, 12.2, 41.1]);
    const point = padBounds([10, 40, 10, 40], 0.1, 0.01);
    expect(point.map((value) => Number(value.toFixed(6)))).toEqual([9.99, 39.99, 10.01, 40.01]);
    expect(padBounds([-179.99, -85, 179.99, 85], 0.5)).toEqual([-180, -85.0511287798, 180, 85.0511287798]);
  });
});

describe('tilesCovering', () => {
  const trail: Bounds = [8.5, 47.3, 8.6, 47.4];

  it('lists every tile over the area, zoom by zoom', () => {
    const { tiles, maxZoom } = tilesCovering(trail, 8, 12, 10_000);
    expect(maxZoom).toBe(12);
    for (let z = 8; z <= 12; z += 1) {
      const columns = new Set(tilesAt(trail, z).map((tile) => tile.x)).size;
      const rows = new Set(tilesAt(trail, z).map((tile) => tile.y)).size;
      // A whole rectangle of tiles, each once.
      expect(tiles.filter((tile) => tile.z === z)).toHaveLength(columns * rows);
    }
    expect(tiles.filter((tile) => tile.z === 8)).toEqual([{ z: 8, x: 134, y: 89 }]);
    // Each deeper zoom covers the same ground with at least as many tiles.
    expect(tilesAt(trail, 12).length).toBeGreaterThanOrEqual(tilesAt(trail, 11).length);
    expect(new Set(tiles.map((tile) => `${tile.z}/${tile.x}/${tile.y}`)).size).toBe(tiles.length);
  });

  it('stops before the zoom that would pass the cap, keeping whole zooms', () => {
    const all = tilesCovering(trail, 8, 16, 100_000);
    const capped = tilesCovering(trail, 8, 16, 40);
    expect(capped.tiles.length).toBeLessThanOrEqual(40);
    expect(capped.maxZoom).toBeLessThan(16);
    const kept = all.tiles.filter((tile) => tile.z <= capped.maxZoom);
    expect(capped.tiles).toEqual(kept);
    expect(kept.length + tilesAt(trail, capped.maxZoom + 1).length).toBeGreaterThan(40);
  });

  it('keeps nothing when even the regional zoom passes the cap', () => {
    expect(tilesCovering([-170, -60, 170, 60], 6, 8, 10)).toEqual({ tiles: [], maxZoom: 5 });
  });
});

describe('tileUrl', () => {
  it("fills the style source's template", () => {
    expect(tileUrl('http://a.localhost/map/tiles/{z}/{x}/{y}.pbf?v=abc', { z: 6, x: 33, y: 22 })).toBe('http://a.localhost/map/tiles/6/33/22.pbf?v=abc');
  });
});
