// The Protomaps basemap schema v4 (docs/decisions/050-osm-basemap-builder.md): every OSM feature of
// the extract through each layer's rules, plus the `earth` polygon, giving the features each layer
// holds and the zooms each belongs to.
import { boundaries } from './boundaries.mjs';
import { buildings } from './buildings.mjs';
import { land } from './land.mjs';
import { places } from './places.mjs';
import { pois } from './pois.mjs';
import { roads } from './roads.mjs';
import { water } from './water.mjs';

/** Every layer of the schema, in drawing order. `transit` stays empty: the reference draws rail in `roads`. */
export const SCHEMA_LAYERS = ['earth', 'landcover', 'landuse', 'water', 'roads', 'transit', 'buildings', 'boundaries', 'pois', 'places'];
const RULES = [land, water, roads, buildings, boundaries, pois, places];

/**
 * @typedef {{ layer: string, minzoom: number, maxzoom?: number, geometry: import('geojson').Geometry, properties: Record<string, string | number | boolean> }} SchemaFeature
 */

/**
 * The extract has no coastline, so `earth` is its bounding box: land wherever the extract has data,
 * the style's background beyond it.
 * @param {{ bounds: [number, number, number, number], features: { geometry: import('geojson').Geometry, tags: Record<string, string> }[] }} extract
 * @returns {SchemaFeature[]}
 */
export function schemaFeatures({ bounds, features }) {
  const [west, south, east, north] = bounds;
  const earth = {
    layer: 'earth',
    minzoom: 0,
    geometry: /** @type {import('geojson').Polygon} */ ({
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    }),
    properties: { kind: 'earth' },
  };
  return [earth, ...features.flatMap(({ tags, geometry }) => RULES.flatMap((rule) => rule(tags, geometry)))];
}
