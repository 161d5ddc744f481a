// Cuts the schema's features into vector tiles from zoom 0 to 15 with geojson-vt (clipping, and
// simplification to each zoom's pixel tolerance, which also drops rings smaller than it) and encodes
// them with vt-pbf. A feature goes into the tiles of its own zoom range only, so the low zooms hold
// the big roads, waters and woods and the paths and buildings wait for the zooms they are drawn at.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import Coordinate from 'jsts/org/locationtech/jts/geom/Coordinate.js';
import GeometryFactory from 'jsts/org/locationtech/jts/geom/GeometryFactory.js';
import LineMerger from 'jsts/org/locationtech/jts/operation/linemerge/LineMerger.js';
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

/** Half a pixel of a 256-pixel tile: a line shorter than this after joining is dropped, as the reference drops it. */
const MIN_LINE = EXTENT / 256 / 2;
const factory = new GeometryFactory();

/**
 * Lines of one feature joined end to end where exactly two of them meet (JTS's line merger), so a
 * stream or a road mapped as many ways is one line a label can follow; bits shorter than MIN_LINE
 * dropped.
 * @param {[number, number][][]} lines
 */
function joinLines(lines) {
  const merger = new LineMerger();
  for (const line of lines) if (line.length >= 2) merger.add(factory.createLineString(line.map(([x, y]) => new Coordinate(x, y))));
  return merger
    .getMergedLineStrings()
    .toArray()
    .filter((/** @type {any} */ joined) => joined.getLength() >= MIN_LINE)
    .map((/** @type {any} */ joined) => joined.getCoordinates().map((/** @type {any} */ c) => [c.x, c.y]));
}

/**
 * The tile's features of its zoom by layer, the lines of one layer with the same properties merged
 * into one feature (a road split into many ways at its junctions) and joined where they meet, and its
 * polygons too below the last zoom (the houses of a village, a wood mapped in parts), as the reference
 * tiler merges them: a renderer then evaluates a style once per kind of road in a tile, not once per
 * way, and places a name along a stream's whole length. At the last zoom, which maps over-zoom for
 * every closer view, each building and parcel stays its own feature, as the reference keeps them;
 * points stay apart, each its own label or icon.
 */
function encode(tile, z) {
  /** @type {Record<string, any>} */
  const byLayer = {};
  /** @type {Map<string, { geometry: unknown[] }>} */
  const merged = new Map();
  for (const feature of tile.features) {
    const { '@layer': layer, '@minzoom': minzoom, '@maxzoom': maxzoom, ...tags } = feature.tags;
    if (z < minzoom || z > maxzoom) continue;
    const { features } = (byLayer[layer] ??= { ...tile, features: [] });
    const merges = feature.type === 2 || (feature.type === 3 && z < ZOOMS.maxzoom);
    const key = merges ? `${layer}|${feature.type}|${JSON.stringify(tags)}` : undefined;
    const same = key === undefined ? undefined : merged.get(key);
    if (same) {
      // A polygon's rings come as its outer ring and then its holes, so polygons join as a list of rings.
      same.geometry.push(...feature.geometry);
      continue;
    }
    const own = { type: feature.type, tags, geometry: [...feature.geometry] };
    if (key !== undefined) merged.set(key, own);
    features.push(own);
  }
  for (const layer of Object.values(byLayer)) {
    for (const feature of layer.features) if (feature.type === 2) feature.geometry = joinLines(feature.geometry);
    layer.features = layer.features.filter((feature) => feature.geometry.length > 0);
  }
  return Object.keys(byLayer).length > 0 ? fromGeojsonVt(byLayer, { version: 2, extent: EXTENT }) : null;
}
