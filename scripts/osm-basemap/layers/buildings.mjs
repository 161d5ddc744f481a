// The `buildings` layer: building outlines and parts with their height in metres where the tags give
// one (height, or three metres a storey), and house numbers as points (kind `address`).
import { centerOfMass } from '@turf/turf';
import { areaMinZoom, isArea, isPoint } from './geometry.mjs';

const metres = (value) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function buildings(tags, geometry) {
  return [...outline(tags, geometry), ...houseNumber(tags, geometry)];
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
function outline(tags, geometry) {
  if (!isArea(geometry)) return [];
  const part = tags['building:part'] && tags['building:part'] !== 'no';
  if (!part && (!tags.building || tags.building === 'no')) return [];
  const levels = metres(tags['building:levels']);
  const height = metres(tags.height) ?? (levels !== undefined ? levels * 3 : undefined);
  const minHeight = metres(tags.min_height);
  const properties = {
    kind: part ? 'building_part' : 'building',
    ...(part ? { kind_detail: tags['building:part'] } : {}),
    ...(height !== undefined ? { height } : {}),
    ...(minHeight !== undefined ? { min_height: minHeight } : {}),
  };
  // From z11 for the biggest halls, z13 for most houses (about 4 square pixels), never later than z14.
  const minzoom = Math.min(14, Math.max(11, areaMinZoom(geometry, 4)));
  return [{ layer: 'buildings', minzoom, geometry, properties }];
}

/**
 * A house number at its node, or at the centre of mass of the building or area that carries it (as
 * the reference's centroid: an average of the vertices would drift towards a finely drawn side), from z15 as
 * the reference writes it (the flavours letter it from z18). The street is left out: the reference
 * drops it too, and with it the duplicates of one number.
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
function houseNumber(tags, geometry) {
  const number = tags['addr:housenumber'];
  if (!number || !(isPoint(geometry) || isArea(geometry))) return [];
  const point = isPoint(geometry) ? geometry : centerOfMass({ type: 'Feature', geometry, properties: {} }).geometry;
  return [{ layer: 'buildings', minzoom: 15, geometry: point, properties: { kind: 'address', addr_housenumber: number } }];
}
