// The `buildings` layer: building outlines and parts with their height in metres where the tags give
// one (height, or three metres a storey).
import { areaMinZoom, isArea } from './geometry.mjs';

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
