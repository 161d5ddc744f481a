// Slices the basemap layers into a z/x/y pyramid of Mapbox vector tiles. The data is no finer than
// about 100-400 m (quantized TopoJSON), which z6 tiles at extent 8192 (about 76 m a unit at the
// equator) hold without loss, and geojson-vt keeps every vertex at its maxZoom: maplibre overzooms
// z6 for closer views, so 5,461 tiles at most cover the whole world at every zoom the sites use.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';

export const PYRAMID = { minzoom: 0, maxzoom: 6, extent: 8192 };

/**
 * layers: { [name]: { features: GeoJSON features, minzoom?: (properties) => number } }. A feature is
 * left out of tiles below its minzoom, so the world tiles stay small.
 * Yields { z, x, y, bytes } for every tile that has something in it.
 */
export function* tilePyramid(layers, { maxzoom, extent } = PYRAMID) {
  const features = Object.entries(layers).flatMap(([layer, { features }]) => features.map((f) => ({ ...f, properties: { ...f.properties, layer } })));
  const index = new GeoJSONVT(
    { type: 'FeatureCollection', features },
    // tolerance and buffer scale with the extent: the defaults are for 4096.
    { maxZoom: maxzoom, indexMaxZoom: 0, extent, tolerance: 6, buffer: 128 },
  );

  /** @type {[number, number, number][]} */
  const pending = [[0, 0, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [z, x, y] = next;
    const tile = index.getTile(z, x, y);
    if (!tile || tile.features.length === 0) continue;
    const bytes = encode(tile, z, layers, extent);
    if (bytes) yield { z, x, y, bytes };
    if (z < maxzoom) pending.push(...childTiles(z, x, y));
  }
}

function encode(tile, z, layers, extent) {
  const byLayer = {};
  for (const feature of tile.features) {
    const { layer, ...tags } = feature.tags;
    const minzoom = layers[layer].minzoom?.(tags) ?? 0;
    if (z < minzoom) continue;
    (byLayer[layer] ??= { ...tile, features: [] }).features.push({ ...feature, tags });
  }
  return Object.keys(byLayer).length > 0 ? fromGeojsonVt(byLayer, { version: 2, extent }) : null;
}

/**
 * The four tiles one zoom below a tile, as a walk down a tile index visits them.
 * @param {number} z
 * @param {number} x
 * @param {number} y
 * @returns {[number, number, number][]}
 */
export function childTiles(z, x, y) {
  return [
    [z + 1, x * 2, y * 2],
    [z + 1, x * 2 + 1, y * 2],
    [z + 1, x * 2, y * 2 + 1],
    [z + 1, x * 2 + 1, y * 2 + 1],
  ];
}
