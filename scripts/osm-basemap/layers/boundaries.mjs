// The `boundaries` layer: administrative borders as lines, kind by admin level (country, region,
// county, locality) and the admin level itself as kind_detail, which the style splits on.
import { isArea, isLine } from './geometry.mjs';

/**
 * admin_level -> [kind, zoom it appears from]
 * @param {number} level
 * @returns {[string, number]}
 */
function levelOf(level) {
  if (level <= 2) return ['country', 0];
  if (level <= 4) return ['region', 0];
  if (level <= 6) return ['county', 8];
  return ['locality', 10];
}

/**
 * Polygon rings as lines: a border is drawn as its outline.
 * @param {import('geojson').Geometry} geometry
 * @returns {import('geojson').Geometry}
 */
function outline(geometry) {
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return geometry;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return { type: 'MultiLineString', coordinates: polygons.flat() };
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function boundaries(tags, geometry) {
  if (tags.boundary !== 'administrative' || !(isArea(geometry) || isLine(geometry))) return [];
  const level = Number.parseInt(tags.admin_level ?? '', 10);
  if (!Number.isFinite(level) || tags.maritime === 'yes' || tags.natural === 'coastline') return [];
  const [kind, minzoom] = levelOf(level);
  return [{ layer: 'boundaries', minzoom, geometry: outline(geometry), properties: { kind, kind_detail: level } }];
}
