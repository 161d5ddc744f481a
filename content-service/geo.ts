import { Hono } from 'hono';
import type { ServiceEnv } from './env';
import { GeoApiError } from '../core/geo-api-error';
import { jsonBody } from './json-body';
import { measure, toGeometry, UnsupportedGeometry } from './measure';

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
