// A stand-in for the maps service's directions API in the Mapbox Directions v5 wire format:
// GET /directions/v5/{profile}/{coordinates}?access_token=…&geometries=geojson. It routes straight
// between the waypoints (ten vertices a leg) at the profile's speed, and answers as the service does
// when it cannot: 401 without a token (a message, no code), 404 ProfileNotFound, 422 InvalidInput for
// malformed coordinates, 200 NoRoute for a leg longer than 500 km (the service's answer across a sea).

const PROFILES: Record<string, number> = { 'mapbox/driving': 13.9, 'mapbox/driving-traffic': 11.1, 'mapbox/walking': 1.4, 'mapbox/cycling': 4.2 };
const MAX_LEG_METRES = 500_000;
const EARTH_RADIUS = 6_371_008.8;

type Answer = { status: number; body: unknown };
type Position = [number, number];

function metres([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.sqrt(a));
}

function positions(text: string): Position[] | undefined {
  const pairs = text.split(';').map((pair) => pair.split(',').map(Number));
  const valid = pairs.length >= 2 && pairs.length <= 25 && pairs.every((p) => p.length === 2 && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90);
  return valid ? (pairs as Position[]) : undefined;
}

export function directions(url: URL, profile: string, coordinates: string): Answer {
  if (!url.searchParams.get('access_token')) return { status: 401, body: { message: 'Not Authorized - No Token' } };
  const speed = PROFILES[profile];
  if (speed === undefined) return { status: 404, body: { code: 'ProfileNotFound', message: 'Profile not found' } };
  const points = positions(coordinates);
  if (!points) return { status: 422, body: { code: 'InvalidInput', message: 'Coordinates must be 2 to 25 longitude,latitude pairs separated by ";"' } };
  const legs = points.slice(1).map((to, i) => ({ from: points[i]!, to, distance: metres(points[i]!, to) }));
  if (legs.some((leg) => leg.distance > MAX_LEG_METRES)) return { status: 200, body: { code: 'NoRoute', message: 'No route found', routes: [] } };
  const line = legs.flatMap(({ from, to }, leg) =>
    Array.from({ length: leg === legs.length - 1 ? 11 : 10 }, (_, i): Position => [from[0] + ((to[0] - from[0]) * i) / 10, from[1] + ((to[1] - from[1]) * i) / 10]),
  );
  const distance = legs.reduce((sum, leg) => sum + leg.distance, 0);
  return {
    status: 200,
    body: {
      code: 'Ok',
      uuid: crypto.randomUUID(),
      routes: [
        {
          geometry: { type: 'LineString', coordinates: line },
          legs: legs.map((leg) => ({ distance: leg.distance, duration: leg.distance / speed, summary: '', steps: [] })),
          weight_name: 'auto',
          weight: distance / speed,
          distance,
          duration: distance / speed,
        },
      ],
      waypoints: points.map((location, i) => ({ name: `Waypoint ${i + 1}`, location, distance: 0 })),
    },
  };
}
