// Cuts the schema's features into vector tiles from zoom 0 to 15 with geojson-vt (clipping, and
// simplification to each zoom's pixel tolerance, which also drops rings smaller than it) and encodes
// them with vt-pbf. A feature goes into the tiles of its own zoom range only, so the low zooms hold
// the big roads, waters and woods and the paths and buildings wait for the zooms they are drawn at.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { childTiles } from '../basemap/tiles.mjs';

export const ZOOMS = { minzoom: 0, maxzoom: 15 };
const EXTENT = 4096;

/**
 * @param {import('./layers/index.mjs').SchemaFeature[]} features
 * @returns {{ z: number, x: number, y: number, bytes: Uint8Array }[]} every tile that has something in it
 */
export function cutTiles(features) {
  const index = new GeoJSONVT(
    {
      type: 'FeatureCollection',
      features: features.map(({ layer, minzoom, maxzoom = ZOOMS.maxzoom, geometry, properties }) => ({
        type: 'Feature',
        geometry,
        properties: { ...properties, '@layer': layer, '@minzoom': minzoom, '@maxzoom': maxzoom },
      })),
    },
    { maxZoom: ZOOMS.maxzoom, indexMaxZoom: 5, extent: EXTENT, tolerance: 3, buffer: 64 },
  );
  const tiles = [];
  /** @type {[number, number, number][]} */
  const pending = [[0, 0, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [z, x, y] = next;
    // No tile: no data under it at all. A tile without features still has data at deeper zooms: a
    // building smaller than this zoom's tolerance is simplified away here and drawn further down.
    const tile = index.getTile(z, x, y);
    if (!tile) continue;
    const bytes = tile.features.length > 0 ? encode(tile, z) : null;
    if (bytes) tiles.push({ z, x, y, bytes });
    if (z < ZOOMS.maxzoom) pending.push(...childTiles(z, x, y));
  }
  return tiles;
}

function encode(tile, z) {
  /** @type {Record<string, any>} */
  const byLayer = {};
  for (const feature of tile.features) {
    const { '@layer': layer, '@minzoom': minzoom, '@maxzoom': maxzoom, ...tags } = feature.tags;
    if (z < minzoom || z > maxzoom) continue;
    (byLayer[layer] ??= { ...tile, features: [] }).features.push({ ...feature, tags });
  }
  return Object.keys(byLayer).length > 0 ? fromGeojsonVt(byLayer, { version: 2, extent: EXTENT }) : null;
}
