import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { cutTiles } from './tiles.mjs';

// A single small building, far too small to show below z13: the tiles above it are empty, and it
// must still be found and drawn at the zooms it belongs to.
const building = {
  layer: 'buildings',
  minzoom: 14,
  geometry: /** @type {import('geojson').Polygon} */ ({
    type: 'Polygon',
    coordinates: [
      [
        [3.2372, 51.2138],
        [3.2374, 51.2138],
        [3.2374, 51.2139],
        [3.2372, 51.2139],
        [3.2372, 51.2138],
      ],
    ],
  }),
  properties: { kind: 'building' },
};

describe('cutTiles', () => {
  it('draws a feature too small for the low zooms from its own zoom on, and nowhere before', () => {
    const tiles = cutTiles([building]);
    // One tile at z14; at z15 it may straddle a tile edge.
    expect(tiles.map((tile) => tile.z).filter((z) => z !== 15)).toEqual([14]);
    expect(tiles.filter((tile) => tile.z === 15).length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const layer = new VectorTile(new PbfReader(tile.bytes)).layers.buildings;
      expect(layer?.length).toBe(1);
      expect(layer?.feature(0).properties).toEqual({ kind: 'building' });
    }
  });

  it('joins the ways of one stream end to end into one line, and keeps a stream of another name apart', () => {
    /**
     * @param {string} name
     * @param {[number, number][]} coordinates
     * @returns {import('./layers/index.mjs').SchemaFeature}
     */
    const way = (name, coordinates) => ({ layer: 'water', minzoom: 13, geometry: { type: 'LineString', coordinates }, properties: { kind: 'stream', name } });
    const tiles = cutTiles([
      way('Pau', [
        [3.23, 51.21],
        [3.231, 51.211],
      ]),
      // Drawn the other way round, meeting the first at its end.
      way('Pau', [
        [3.232, 51.211],
        [3.231, 51.211],
      ]),
      way('Johannisbach', [
        [3.231, 51.211],
        [3.231, 51.212],
      ]),
    ]);
    const tile = tiles.find((found) => found.z === 14);
    if (!tile) throw new Error('no z14 tile');
    const water = new VectorTile(new PbfReader(tile.bytes)).layers.water;
    const streams = Array.from({ length: water?.length ?? 0 }, (_, i) => water?.feature(i));
    expect(streams.map((stream) => stream?.properties.name).sort()).toEqual(['Johannisbach', 'Pau']);
    const pau = streams.find((stream) => stream?.properties.name === 'Pau')?.loadGeometry();
    expect(pau).toHaveLength(1);
    expect(pau?.[0]).toHaveLength(3);
  });

  it('keeps a feature out of zooms past its last one', () => {
    const tiles = cutTiles([{ ...building, layer: 'landcover', minzoom: 0, maxzoom: 7, geometry: { type: 'Point', coordinates: [3.2373, 51.2138] } }]);
    expect(tiles.map((tile) => tile.z)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
