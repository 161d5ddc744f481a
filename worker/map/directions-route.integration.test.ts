import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptFault } from '../../test/support/forms/stand-ins';
import { siteZone } from '../../test/support/worker-fetch';

// Directions through the worker as deployed, answered by the maps service stand-in behind the
// PROVIDERS binding (stand-ins/form-providers/directions.ts, Mapbox Directions v5 wire format).

const zone = siteZone('directions');
const json = { headers: { accept: 'application/json' } };
const get = (path: string) => zone.fetch('islands', path, json);
const token = (env as unknown as Record<string, string>).SITE_ISLANDS_MAPS_TOKEN!;

interface Answer {
  type: string;
  features: { geometry: { type: string; coordinates: number[] | number[][] }; properties: Record<string, number | string> }[];
}

async function recordedUrls(containing: string): Promise<string[]> {
  const res = await env.PROVIDERS.fetch('http://stand-ins/_stand-in/requests?provider=directions');
  const { requests } = await res.json<{ requests: { url: string }[] }>();
  return requests.map((r) => decodeURIComponent(r.url)).filter((url) => url.includes(containing));
}

describe('GET /map/directions/{profile}/{coordinates}', () => {
  beforeAll(() => zone.register(['islands'], { seed: false }), 60_000);

  it("turns the service's routes into line features and its waypoints into points, with the token kept server-side", async () => {
    const res = await get('/map/directions/walking/-66.1057,18.4655;-66.0712,18.4521');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain(token);
    const answer = JSON.parse(text) as Answer;
    expect(answer.type).toBe('FeatureCollection');
    const [route, ...waypoints] = answer.features;
    expect(route!.geometry.type).toBe('LineString');
    expect((route!.geometry.coordinates as number[][])[0]).toEqual([-66.1057, 18.4655]);
    expect(route!.properties.distance).toBeGreaterThan(3000);
    expect(route!.properties.distance).toBeLessThan(5000);
    // Walking pace: about 1.4 m/s.
    expect(Number(route!.properties.duration) / Number(route!.properties.distance)).toBeCloseTo(1 / 1.4, 2);
    expect(waypoints.map((w) => w.geometry.type)).toEqual(['Point', 'Point']);
    const [call] = await recordedUrls('-66.1057,18.4655;-66.0712,18.4521');
    expect(call).toContain('/directions/v5/mapbox/walking/');
    expect(call).toContain(`access_token=${token}`);
  });

  it('names the field of a bad profile or bad coordinates, without calling the service', async () => {
    const profile = await get('/map/directions/flying/-66.1,18.4;-66,18.5');
    expect(profile.status).toBe(400);
    expect((await profile.json<{ error: { field: string } }>()).error.field).toBe('profile');
    for (const coordinates of ['-66.1,18.4', '-66.1,18.4;abc,18', '-66.1,18.4;-66,95', '-66.1,18.4;-66,']) {
      const res = await get(`/map/directions/walking/${coordinates}`);
      expect(res.status, coordinates).toBe(400);
      expect((await res.json<{ error: { field: string } }>()).error.field).toBe('coordinates');
    }
    expect(await recordedUrls('abc,18')).toEqual([]);
  });

  it("carries the provider's code when it finds no route", async () => {
    const res = await get('/map/directions/driving/-66.1,18.4;-80.2,25.8');
    expect(res.status).toBe(422);
    expect((await res.json<{ error: { id: string; message: string } }>()).error).toMatchObject({ id: 'NoRoute', message: 'No directions could be found for this trip.' });
  });

  it('answers 502 with the HTTP status as the code when the service fails without one', async () => {
    await scriptFault('directions', '-66.2222,18.3333', 1);
    const res = await get('/map/directions/cycling/-66.2222,18.3333;-66.2,18.35');
    expect(res.status).toBe(502);
    expect((await res.json<{ error: { id: string } }>()).error.id).toBe('HTTP 503');
  });
});
