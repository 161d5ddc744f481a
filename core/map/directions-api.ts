import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import * as z from 'zod';

// The maps service's directions (docs/product/maps.md#directions): GET {base}/directions/v5/{profile}/{coordinates} in
// the Mapbox Directions wire format. The worker calls it with the site's server-side token
// (worker/map/directions-route.ts), so the browser only ever sees the features made of its answer.

/** What a failed call carries: the provider's own code (docs/product/maps.md#directions), the request made and its body. */
export class DirectionsError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly request: { url: string },
    readonly body: unknown,
  ) {
    super(`directions failed: ${code}`);
    this.name = 'DirectionsError';
  }
}

export interface DirectionsQuery {
  /** The provider's profile, e.g. mapbox/walking. */
  profile: string;
  /** 'lng,lat;lng,lat[;…]' */
  coordinates: string;
}

const position = z.array(z.number()).min(2);

const answerSchema = z.looseObject({
  code: z.string(),
  uuid: z.string().optional(),
  routes: z.array(z.looseObject({ geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(position) }), distance: z.number(), duration: z.number() })).default([]),
  waypoints: z.array(z.looseObject({ name: z.string().default(''), location: position })).default([]),
});
export type DirectionsAnswer = z.infer<typeof answerSchema>;

type DirectionsFeature = Feature<LineString, { route: number; distance: number; duration: number }> | Feature<Point, { waypoint: number; name: string }>;

/** The call's URL; a missing profile or coordinates is a TypeError, before any request (docs/product/maps.md#directions). */
function directionsUrl(base: string, query: DirectionsQuery, params: Record<string, string>): string {
  if (typeof query.profile !== 'string' || query.profile.trim() === '') throw new TypeError('directions need a profile');
  if (typeof query.coordinates !== 'string' || query.coordinates.trim() === '') throw new TypeError('directions need coordinates');
  const path = `${query.profile.split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(query.coordinates)}`;
  const url = new URL(`${base.replace(/\/+$/, '')}/directions/v5/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

function providerCode(body: unknown, status: number): string {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : `HTTP ${status}`;
}

/** Calls the service and reads its answer; anything but code Ok throws a DirectionsError. */
export async function fetchDirections(send: (url: string) => Promise<Response>, base: string, query: DirectionsQuery, params: Record<string, string>): Promise<DirectionsAnswer> {
  const url = directionsUrl(base, query, params);
  const response = await send(url);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: a proxy's HTML error page is still what the provider answered.
  }
  // The token is in the query: the request a failure carries leaves it out.
  const request = { url: url.replace(/access_token=[^&]*/, 'access_token=…') };
  if (!response.ok) throw new DirectionsError(providerCode(body, response.status), response.status, request, body);
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw new DirectionsError('InvalidResponse', response.status, request, body);
  if (answer.data.code !== 'Ok') throw new DirectionsError(answer.data.code, response.status, request, body);
  return answer.data;
}

/** Each route as a line feature (docs/product/maps.md#directions), then the waypoints. */
export function directionsFeatures(answer: DirectionsAnswer): FeatureCollection<LineString | Point> & { uuid?: string } {
  const routes: DirectionsFeature[] = answer.routes.map((route, index) => ({
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: route.geometry.coordinates },
    properties: { route: index, distance: route.distance, duration: route.duration },
  }));
  const waypoints: DirectionsFeature[] = answer.waypoints.map((waypoint, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: waypoint.location },
    properties: { waypoint: index, name: waypoint.name },
  }));
  return { type: 'FeatureCollection', features: [...routes, ...waypoints], ...(answer.uuid ? { uuid: answer.uuid } : {}) };
}
