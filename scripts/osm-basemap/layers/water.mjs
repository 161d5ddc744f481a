// The `water` layer: lakes, ponds, reservoirs and riverbanks as polygons (with a label point for the
// named ones), rivers, canals and streams as lines.
import { pointOnFeature } from '@turf/turf';
import { areaMinZoom, isArea, isLine } from './geometry.mjs';
import { nameProperties } from './names.mjs';

const LINE_ZOOM = { river: 9, canal: 10, stream: 13, ditch: 15, drain: 15 };
const LAKE_LIKE = new Set(['water', 'lagoon', 'oxbow', 'pond', 'reservoir', 'wastewater']);
const WATER_DETAIL = new Set(['basin', 'canal', 'ditch', 'drain', 'lake', 'river', 'stream']);

/** The water kind of an area; where several tags apply, the reference's later rule wins (riverbank last). */
function areaKind(tags) {
  if (tags.covered === 'yes') return undefined;
  if (tags.waterway === 'riverbank') return { kind: 'riverbank' };
  if (tags.waterway === 'dock') return { kind: 'dock' };
  if (tags.amenity === 'fountain') return { kind: 'fountain' };
  if (tags.natural === 'water') {
    const detail = LAKE_LIKE.has(tags.water ?? '') ? 'lake' : WATER_DETAIL.has(tags.water ?? '') ? tags.water : undefined;
    return { kind: 'water', detail };
  }
  if (tags.landuse === 'basin') return { kind: 'basin' };
  if (tags.landuse === 'reservoir') return { kind: 'lake' };
  if (tags.amenity === 'swimming_pool' || tags.leisure === 'swimming_pool') return { kind: 'swimming_pool' };
  return undefined;
}

function waterAreas(tags, geometry) {
  const found = areaKind(tags);
  if (!found) return [];
  /** @type {Record<string, string | number | boolean>} */
  const properties = { kind: found.kind, ...(found.detail ? { kind_detail: found.detail } : {}) };
  // Polygons from zoom 6, once at least a few pixels big; a name from the zoom where the water is a
  // good size to hold it (a square kilometre at z11, a quarter of that at z12, and so on).
  const out = [{ layer: 'water', minzoom: Math.max(6, areaMinZoom(geometry, 4)), geometry, properties }];
  const names = nameProperties(tags);
  if (names.name) {
    const minzoom = Math.max(6, areaMinZoom(geometry, 4096));
    const point = pointOnFeature({ type: 'Feature', geometry, properties: {} }).geometry;
    out.push({ layer: 'water', minzoom, geometry: point, properties: { ...properties, min_zoom: minzoom + 1, ...names } });
  }
  return out;
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function water(tags, geometry) {
  if (isArea(geometry)) return waterAreas(tags, geometry);
  if (isLine(geometry) && Object.hasOwn(LINE_ZOOM, tags.waterway ?? '') && tags.covered !== 'yes') {
    const minzoom = LINE_ZOOM[tags.waterway];
    const properties = { kind: String(tags.waterway), min_zoom: minzoom + 1, ...(tags.tunnel && tags.tunnel !== 'no' ? { is_tunnel: true } : {}), ...nameProperties(tags) };
    return [{ layer: 'water', minzoom, geometry, properties }];
  }
  return [];
}
