import { describe, expect, it } from 'vitest';
import { GeoApiError } from '../../core/geo-api-error';
import { GeoClient } from './geo-client';
import { recordingUpstream } from '../../test/support/recording-upstream';

const recording = (answer = () => Response.json({ data: { length: 1200 } })) => recordingUpstream(answer);

const line = {
  type: 'LineString',
  coordinates: [
    [-66.1, 18.4, 10],
    [-66.2, 18.5, 40],
  ],
};

describe('geo client', () => {
  it('posts the geometry with the token in the JSON body to the geo host, unsigned', async () => {
    const { sent, upstream } = recording();
    const client = new GeoClient('geo-tok', 0, upstream);
    const measured = await client.measure('measurements', line);
    await client.measure('elevations', { type: 'Point', coordinates: [-66.1, 18.4] });
    expect(sent[0]!.url).toBe('https://geo.example/measurements');
    expect(sent[0]!.method).toBe('POST');
    expect(await sent[0]!.json()).toEqual({ geometry: line, token: 'geo-tok' });
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[1]!.url).toBe('https://geo.example/elevations');
    expect(measured).toEqual({ length: 1200 });
  });

  it("turns a status above 304 into GeoApiError with code, type, info and status ('unknown' when absent)", async () => {
    const headers = { 'X-Usage-Limit-Info': 'geo 50/min', 'X-Usage-Limit-Time': '30' };
    const failing = recording(() => Response.json({ error: { code: 'invalid_geometry', info: { at: 'coordinates' }, type: 'validation' } }, { status: 422, headers }));
    const error = await new GeoClient('t', 0, failing.upstream).measure('measurements', line).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeoApiError);
    expect(error).toMatchObject({ code: 'invalid_geometry', type: 'validation', info: { at: 'coordinates' }, status: 422, usageLimitInfo: 'geo 50/min', usageLimitTime: '30' });
    const bare = recording(() => new Response('', { status: 503 }));
    const plain = await new GeoClient('t', 0, bare.upstream).measure('elevations', line).catch((e: unknown) => e);
    expect(plain).toMatchObject({ code: 'unknown', type: 'unknown', info: null, status: 503 });
  });
});
