import { type Geometry, isPointGeometry } from './geometry';

export interface DownloadFeature {
  type: 'Feature';
  id?: string | number;
  geometry: Geometry;
  properties?: { text?: string } & Record<string, unknown>;
}

interface FeatureCollection {
  type: 'FeatureCollection';
  features: DownloadFeature[];
}

export type DownloadResult = { ok: true; features: DownloadFeature[] } | { ok: false; message: 'no_features' | 'no_paths_polygons' };

/**
 * The features a map download holds (docs/product/maps.md#downloads): none at all is 'no_features'; holding Option/Alt
 * excludes points, and then having no lines or polygons left is 'no_paths_polygons'. The message
 * values are i18n keys.
 */
export function selectDownload(features: readonly DownloadFeature[], options: { excludePoints?: boolean } = {}): DownloadResult {
  if (features.length === 0) return { ok: false, message: 'no_features' };
  if (!options.excludePoints) return { ok: true, features: [...features] };
  const shapes = features.filter((feature) => !isPointGeometry(feature.geometry));
  return shapes.length > 0 ? { ok: true, features: shapes } : { ok: false, message: 'no_paths_polygons' };
}

export function toGeoJson(features: readonly DownloadFeature[]): string {
  const collection: FeatureCollection = { type: 'FeatureCollection', features: [...features] };
  return JSON.stringify(collection);
}

export const downloadMediaTypes = { geojson: 'application/geo+json', gpx: 'application/gpx+xml' } as const;

/** 6 decimals of a degree are about 11 cm: finer than any map draws, and a third fewer bytes. */
const SCALE = 1e6;

function roundDeep(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * SCALE) / SCALE;
  return Array.isArray(value) ? value.map(roundDeep) : value;
}

/** The geometry with every coordinate rounded to 6 decimals. */
export function roundGeometry(geometry: Geometry): Geometry {
  return { ...geometry, coordinates: roundDeep(geometry.coordinates) };
}
