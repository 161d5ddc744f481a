import type { Entry } from '../content-shapes';
import { elementByRole } from './elements';
import { geoFeatures, geoPoint, type MapFeature } from './geo';
import type { EntryIds } from './ids';

export interface LngLat {
  lng: number;
  lat: number;
}

function validLngLat(lng: unknown, lat: unknown): LngLat | undefined {
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return undefined;
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return undefined;
  return { lng, lat };
}

/** A 'lng,lat' string (contact locations, geo element points) as numbers; undefined when invalid. */
export function parseLngLat(value: string | null | undefined): LngLat | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return undefined;
  return validLngLat(Number(parts[0]), Number(parts[1]));
}

/** The first position of a geometry: a point, a line's start, a polygon's first ring vertex. */
export function firstPosition(feature: MapFeature): LngLat | undefined {
  let value: unknown = feature.geometry.coordinates;
  while (Array.isArray(value) && Array.isArray(value[0])) value = value[0];
  return Array.isArray(value) ? validLngLat(value[0], value[1]) : undefined;
}

/** Where an entry sits on the map: its location point, else the start of its first feature. */
export function entryPoint(entry: Entry, ids: Pick<EntryIds, 'elements'>): LngLat | undefined {
  const element = elementByRole(entry, ids, 'location');
  const point = parseLngLat(geoPoint(element).point);
  if (point) return point;
  for (const feature of geoFeatures(element)) {
    const position = firstPosition(feature);
    if (position) return position;
  }
  return undefined;
}
