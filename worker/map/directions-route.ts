import type { Context } from 'hono';
import * as z from 'zod';
import { DirectionsError, directionsFeatures, fetchDirections } from '../../core/map/directions-api';
import type { AppEnv } from '../env';
import { DirectionsFailed, InvalidInput, NotFound } from '../errors';
import { callProvider, providerFetch } from '../forms/providers';

// GET /map/directions/{profile}/{coordinates}: the maps service's directions for the browser, as
// GeoJSON (each route a line, then the waypoints). The worker adds the site's token, so it never
// reaches a page; a failure answers with the provider's code as its id.

const PROFILES = ['driving', 'walking', 'cycling'] as const;
const position = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
  .transform((pair) => pair.split(',').map(Number))
  .pipe(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]));

const params = z.object({
  profile: z.enum(PROFILES, { error: `profile must be one of ${PROFILES.join(', ')}` }),
  coordinates: z
    .string()
    .transform((text) => text.split(';'))
    .pipe(z.array(position, { error: 'each position must be longitude,latitude' }).min(2).max(25)),
});

export async function directionsHandler(c: Context<AppEnv>): Promise<Response> {
  const parsed = params.safeParse({ profile: c.req.param('profile'), coordinates: c.req.param('coordinates') });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'coordinates');
    const message = field === 'coordinates' ? 'coordinates must be 2 to 25 longitude,latitude pairs separated by ";"' : issue.message;
    throw new InvalidInput(field, message);
  }
  const { config } = c.var.site;
  const token = c.var.secrets.mapsToken;
  if (!token) throw new NotFound('directions');
  const { url, timeoutMs } = config.map.directions;
  const send = providerFetch(c.env, c.var.environment);
  try {
    const answer = await fetchDirections(
      (target) => callProvider(send, new Request(target), timeoutMs),
      url,
      { profile: `mapbox/${parsed.data.profile}`, coordinates: parsed.data.coordinates.map((p) => p.join(',')).join(';') },
      { access_token: token, geometries: 'geojson', overview: 'full' },
    );
    return c.json(directionsFeatures(answer), 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    if (error instanceof DirectionsError) throw new DirectionsFailed(error.code, error.status, { cause: error });
    throw new DirectionsFailed('Unreachable', 503, { cause: error });
  }
}
