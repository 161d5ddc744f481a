import { area, distance, length } from '@turf/turf';
import type { Feature, Geometry, Position } from 'geojson';
import type { Measurements } from '../core/content-shapes';

// Measurements and elevations (docs/product/content-api.md#geo-api) from the geometry's own 3D coordinates: no elevation model.
// Units: metres for length, elevation and profile distance; square metres for area; grade in percent.

const measurable = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);

/** What cannot be measured, with the geo API's own text for it. */
export class UnsupportedGeometry extends Error {}

/** Vertices in drawing order: every line, or each polygon's outer ring. */
function vertices(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'Polygon':
      return geometry.coordinates[0] ?? [];
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((polygon) => polygon[0] ?? []);
    default:
      throw new UnsupportedGeometry('Unknown Geometry type provided.');
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function toGeometry(input: unknown): Geometry {
  const value = input as { type?: unknown; geometry?: unknown; coordinates?: unknown } | null;
  const geometry = (value?.type === 'Feature' ? value.geometry : value) as Geometry | null;
  if (!geometry || typeof geometry.type !== 'string' || !measurable.has(geometry.type)) throw new UnsupportedGeometry('Unknown Geometry type provided.');
  if (!Array.isArray((geometry as { coordinates?: unknown }).coordinates)) throw new UnsupportedGeometry('coordinates must be an Array');
  return geometry;
}

export function measure(geometry: Geometry): Measurements {
  const points = vertices(geometry);
  for (const p of points) {
    if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      throw new UnsupportedGeometry('coordinates must contain numbers');
    }
  }
  const feature: Feature = { type: 'Feature', properties: {}, geometry };
  const isLine = geometry.type === 'LineString' || geometry.type === 'MultiLineString';
  const isPolygon = geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
  const result: Measurements = {
    coordinates: points.map((p) => [p[0]!, p[1]!, p[2] ?? 0]),
    area: isPolygon ? round(area(feature)) : 0,
    length: isLine || isPolygon ? round(length(feature, { units: 'meters' })) : 0,
  };
  if (points.length === 0 || !points.every((p) => typeof p[2] === 'number')) return { ...result, elevation: null, grade: null, profile: [] };

  let gain = 0;
  let loss = 0;
  let run = 0;
  let climb = 0;
  let steepest = 0;
  const profile = [{ distance: 0, elevation: round(points[0]![2]!) }];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const d = distance(a, b, { units: 'meters' });
    const dz = b[2]! - a[2]!;
    if (dz > 0) gain += dz;
    else loss -= dz;
    run += d;
    climb += Math.abs(dz);
    if (d > 0) steepest = Math.max(steepest, Math.abs(dz) / d);
    profile.push({ distance: round(run), elevation: round(b[2]!) });
  }
  const altitudes = points.map((p) => p[2]!);
  return {
    ...result,
    elevation: { gain: round(gain), loss: round(loss), max: round(Math.max(...altitudes)), min: round(Math.min(...altitudes)) },
    grade: { max: round(steepest * 100), mean: run > 0 ? round((climb / run) * 100) : 0 },
    profile,
  };
}
