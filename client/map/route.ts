import { along, feature, length } from '@turf/turf';
import type { LineString } from 'geojson';

/** The point `fraction` of the way along the route (the elevation profile's cursor on the map). */
export function pointAlong(route: LineString, fraction: number): [number, number] {
  const km = Math.max(0, Math.min(1, fraction)) * length(feature(route));
  const [lng = 0, lat = 0] = along(route, km).geometry.coordinates;
  return [lng, lat];
}
