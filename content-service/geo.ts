import { area, distance, length } from '@turf/turf';
import type { Feature, Geometry, Position } from 'geojson';
import type { Measurements } from '../core/content-shapes';
import { Hono } from 'hono';
import type { ServiceEnv } from './env';
import { GeoApiError } from '../core/geo-api-error';
import { jsonBody } from './json-body';

// Measurements and elevations (docs/product/content-api.md#geo-api) from the geometry's own 3D coordinates: no elevation model.
// Units: metres for length, elevation and profile distance; square metres for area; grade in percent.

const measurable = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);

class UnsupportedGeometry extends Error {}

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

/** The feature types of docs/product/maps.md#feature-types-and-styling, with the default path colour 444. */
const featureTypes = [
  { id: 'point', name: 'Point', type: 'point', color: '1f5f8b', attributes: { arrows: false, icon: 'marker', measurements: false } },
  { id: 'route', name: 'Route', type: 'path', color: 'c0392b', attributes: { arrows: true, icon: null, measurements: true } },
  { id: 'path', name: 'Path', type: 'path', color: '444', attributes: { arrows: false, icon: null, measurements: true } },
  { id: 'polygon', name: 'Area', type: 'polygon', color: '2e7d32', attributes: { arrows: false, icon: null, measurements: true } },
  { id: 'trail', name: 'Trail', type: 'path', color: '8d5524', attributes: { arrows: true, icon: null, measurements: true } },
  { id: 'projectSite', name: 'Project site', type: 'point', color: '6a1b9a', attributes: { arrows: false, icon: 'star', measurements: false } },
  { id: 'pedestrianEntryPoint', name: 'Pedestrian entry', type: 'point', color: '00796b', attributes: { arrows: false, icon: 'pedestrian', measurements: false } },
  { id: 'vehicularEntryPoint', name: 'Vehicle entry', type: 'point', color: '455a64', attributes: { arrows: false, icon: 'car', measurements: false } },
] as const;

// The geo API (its own host in the hosted product; the service root here). No signature: the token
// travels as a query parameter on GET and as a body field otherwise.

export const geo = new Hono<ServiceEnv>();

function checkToken(token: unknown, accepted: ReadonlySet<string>) {
  if (typeof token !== 'string' || !token) throw new GeoApiError(401, { code: 'missing_token', info: 'An API token is required', type: 'auth' });
  if (!accepted.has(token)) throw new GeoApiError(401, { code: 'invalid_token', info: 'The API token is not valid', type: 'auth' });
}

async function geometryRequest(body: unknown, accepted: ReadonlySet<string>) {
  const value = (body ?? {}) as { token?: unknown; geometry?: unknown; data?: { geometry?: unknown } };
  checkToken(value.token, accepted);
  try {
    return toGeometry(value.geometry ?? value.data?.geometry);
  } catch (error) {
    if (error instanceof UnsupportedGeometry) throw new GeoApiError(400, { code: 'invalid_geometry', info: error.message, type: 'request' });
    throw error;
  }
}

function measured(geometry: Parameters<typeof measure>[0]) {
  try {
    return measure(geometry);
  } catch (error) {
    if (error instanceof UnsupportedGeometry) throw new GeoApiError(400, { code: 'invalid_geometry', info: error.message, type: 'request' });
    throw error;
  }
}

geo.get('/geo/feature/types', (c) => {
  checkToken(c.req.query('token'), c.var.environment.geoTokens);
  return c.json({ data: { index: featureTypes, total: featureTypes.length } });
});

geo.post('/measurements', async (c) => {
  const geometry = await geometryRequest(await jsonBody(c.req), c.var.environment.geoTokens);
  return c.json({ data: measured(geometry) });
});

/** Elevations: the coordinates with altitude plus the elevation summary, for a point or a path. */
geo.post('/elevations', async (c) => {
  const geometry = await geometryRequest(await jsonBody(c.req), c.var.environment.geoTokens);
  const { coordinates, elevation, profile } = measured(geometry);
  return c.json({ data: { coordinates, elevation, profile } });
});
