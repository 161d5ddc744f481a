import { Hono } from 'hono';
import type { ServiceEnv } from '../env';
import { GeoApiError } from '../errors';
import { geoTokens } from '../auth/project-keys';
import { jsonBody } from '../json-body';
import { featureTypes } from './feature-types';
import { measure, toGeometry, UnsupportedGeometry } from './measure';

// The geo API (its own host in the hosted product; the service root here). No signature: the token
// travels as a query parameter on GET and as a body field otherwise.

export const geo = new Hono<ServiceEnv>();

function checkToken(token: unknown, raw: string | undefined) {
  if (typeof token !== 'string' || !token) throw new GeoApiError(401, 'missing_token', 'An API token is required', 'auth');
  if (!geoTokens(raw).has(token)) throw new GeoApiError(401, 'invalid_token', 'The API token is not valid', 'auth');
}

async function geometryRequest(body: unknown, raw: string | undefined) {
  const value = (body ?? {}) as { token?: unknown; geometry?: unknown; data?: { geometry?: unknown } };
  checkToken(value.token, raw);
  try {
    return toGeometry(value.geometry ?? value.data?.geometry);
  } catch (error) {
    if (error instanceof UnsupportedGeometry) throw new GeoApiError(400, 'invalid_geometry', error.message, 'request');
    throw error;
  }
}

function measured(geometry: Parameters<typeof measure>[0]) {
  try {
    return measure(geometry);
  } catch (error) {
    if (error instanceof UnsupportedGeometry) throw new GeoApiError(400, 'invalid_geometry', error.message, 'request');
    throw error;
  }
}

geo.get('/geo/feature/types', (c) => {
  checkToken(c.req.query('token'), c.env.GEO_TOKENS);
  return c.json({ data: { index: featureTypes, total: featureTypes.length } });
});

geo.post('/measurements', async (c) => {
  const geometry = await geometryRequest(await jsonBody(c.req), c.env.GEO_TOKENS);
  return c.json({ data: measured(geometry) });
});

/** Elevations: the coordinates with altitude plus the elevation summary, for a point or a path. */
geo.post('/elevations', async (c) => {
  const geometry = await geometryRequest(await jsonBody(c.req), c.env.GEO_TOKENS);
  const { coordinates, elevation, profile } = measured(geometry);
  return c.json({ data: { coordinates, elevation, profile } });
});
