import { describe, expect, it } from 'vitest';
import { GeoApiError } from './errors';
import { GeoClient } from './geo-client';
import { recordingUpstream } from './testing/recording-upstream';

const recording = (answer = () => Response.json({ data: { length: 1200 } })) => recordingUpstream(answer);

const line = { type: 'LineString', coordinates: [[-66.1, 18.4, 10], [-66.2, 18.5, 40]] };

describe('geo client', () => {
  it('refuses to send without a token, with the exact message', async () => {
    const { sent, upstream } = recording();
    const client = new GeoClient({}, upstream);
    await expect(client.measurements(line)).rejects.toThrow('Failed to send Geo API request: API token (config.elebase.token) not configured');
    await expect(client.request('GET', '/geo/feature/types')).rejects.toThrow('Failed to send Geo API request: API token (config.elebase.token) not configured');
    expect(sent).toHaveLength(0);
  });

  it('puts the token in the query on GET and in the JSON body otherwise, on the geo host', async () => {
    const { sent, upstream } = recording();
    const client = new GeoClient({ token: 'geo-tok' }, upstream);
    await client.request('GET', 'geo/feature/types/', { params: { locale: 'en' } });
    const measured = await client.measurements(line);
    await client.elevations({ type: 'Point', coordinates: [-66.1, 18.4] });
    const get = new URL(sent[0]!.url);
    expect(get.origin + get.pathname).toBe('https://geo.example/geo/feature/types');
    expect(get.searchParams.get('token')).toBe('geo-tok');
    expect(get.searchParams.get('locale')).toBe('en');
    expect(sent[1]!.url).toBe('https://geo.example/measurements');
    expect(sent[1]!.method).toBe('POST');
    expect(await sent[1]!.json()).toEqual({ geometry: line, token: 'geo-tok' });
    expect(sent[2]!.url).toBe('https://geo.example/elevations');
    expect(sent[1]!.headers.has('authorization')).toBe(false);
    expect(measured).toEqual({ length: 1200 });
  });

  it("turns a status above 304 into GeoApiError with code, type, info and status ('unknown' when absent)", async () => {
    const headers = { 'X-Usage-Limit-Info': 'geo 50/min', 'X-Usage-Limit-Time': '30' };
    const failing = recording(() => Response.json({ error: { code: 'invalid_geometry', info: { at: 'coordinates' }, type: 'validation' } }, { status: 422, headers }));
    const error = await new GeoClient({ token: 't' }, failing.upstream).measurements(line).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeoApiError);
    expect(error).toMatchObject({ code: 'invalid_geometry', type: 'validation', info: { at: 'coordinates' }, status: 422, usageLimitInfo: 'geo 50/min', usageLimitTime: '30' });
    const bare = recording(() => new Response('', { status: 503 }));
    const plain = await new GeoClient({ token: 't' }, bare.upstream).elevations(line).catch((e: unknown) => e);
    expect(plain).toMatchObject({ code: 'unknown', type: 'unknown', info: null, status: 503 });
  });
});
