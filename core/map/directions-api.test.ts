import { describe, expect, it } from 'vitest';
import { fetchDirections } from './directions-api';

describe('directions client (docs/product/maps.md#directions)', () => {
  it('throws a TypeError without a profile or coordinates, before any request', async () => {
    const send = () => Promise.reject(new Error('no request may be made'));
    await expect(fetchDirections(send, 'https://maps.test', { profile: '', coordinates: '-66,18;-65,18' }, {})).rejects.toThrow(TypeError);
    await expect(fetchDirections(send, 'https://maps.test', { profile: 'mapbox/walking', coordinates: ' ' }, {})).rejects.toThrow(TypeError);
    await expect(fetchDirections(send, 'https://maps.test', { profile: 'mapbox/walking', coordinates: undefined as unknown as string }, {})).rejects.toThrow(TypeError);
  });

  it('calls {base}/directions/v5/{profile}/{coordinates} with the query parameters', async () => {
    const requested: string[] = [];
    const send = async (url: string) => {
      requested.push(url);
      return Response.json({ code: 'Ok' });
    };
    await fetchDirections(send, 'https://maps.test/', { profile: 'mapbox/walking', coordinates: '-66.1,18.4;-66,18.5' }, { geometries: 'geojson' });
    expect(requested).toEqual(['https://maps.test/directions/v5/mapbox/walking/-66.1%2C18.4%3B-66%2C18.5?geometries=geojson']);
  });
});
