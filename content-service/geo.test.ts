import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { measurementsSchema } from '../core/content-shapes';
import { call } from '../test/support/content-service/service';
import { measure, toGeometry } from './measure';

// A line due north along a meridian: 0.01° of latitude is 1111.95 m on turf's sphere (radius 6371008.8 m).
const STEP = (6371008.8 * Math.PI) / 180 / 100;
const line = {
  type: 'LineString' as const,
  coordinates: [
    [-105, 40, 1600],
    [-105, 40.01, 1700],
    [-105, 40.02, 1650],
    [-105, 40.03, 1650],
  ],
};

const token = () => (JSON.parse(env.GEO_TOKENS) as string[])[0]!;

describe('measure', () => {
  it('computes length, elevation gain/loss/max/min, grade and profile from the 3D coordinates', () => {
    const m = measure(line);
    expect(m.length).toBeCloseTo(3 * STEP, 0);
    expect(m.area).toBe(0);
    expect(m.elevation).toEqual({ gain: 100, loss: 50, max: 1700, min: 1600 });
    expect(m.grade!.max).toBeCloseTo((100 / STEP) * 100, 1);
    expect(m.grade!.mean).toBeCloseTo((150 / (3 * STEP)) * 100, 1);
    expect(m.profile!.map((p) => p.elevation)).toEqual([1600, 1700, 1650, 1650]);
    expect(m.profile![3]!.distance).toBeCloseTo(3 * STEP, 0);
    expect(m.coordinates).toEqual(line.coordinates);
    expect(measurementsSchema.parse(m)).toBeTruthy();
  });

  it('measures a polygon area (a 0.01° square at the equator is about 1.236 km²)', () => {
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [0.01, 0],
          [0.01, 0.01],
          [0, 0.01],
          [0, 0],
        ],
      ],
    };
    const m = measure(square);
    expect(m.area! / 1e6).toBeCloseTo(1.236, 2);
    expect(m.length).toBeCloseTo(4 * STEP, -1);
    expect(m.elevation).toBeNull();
  });

  it('accepts a Feature and refuses what it cannot measure with the spec texts', () => {
    expect(toGeometry({ type: 'Feature', geometry: line, properties: {} })).toEqual(line);
    expect(() => toGeometry({ type: 'Circle', coordinates: [] })).toThrow('Unknown Geometry type provided.');
    expect(() => measure({ type: 'LineString', coordinates: [[0, 'a'] as unknown as number[]] })).toThrow('coordinates must contain numbers');
  });
});

describe('geo endpoints', () => {
  it('POST /measurements with a body token answers { data: measurements }', async () => {
    const res = await call('/measurements', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ geometry: line, token: token() }) });
    expect(res.status).toBe(200);
    const { data } = await res.json<{ data: unknown }>();
    expect(measurementsSchema.parse(data).elevation).toEqual({ gain: 100, loss: 50, max: 1700, min: 1600 });
  });

  it('POST /elevations answers coordinates with altitude for a point', async () => {
    const res = await call('/elevations', { method: 'POST', body: JSON.stringify({ data: { geometry: { type: 'Point', coordinates: [-105, 40, 1612.5] } }, token: token() }) });
    const { data } = await res.json<{ data: { coordinates: number[][]; elevation: { max: number } } }>();
    expect(data.coordinates).toEqual([[-105, 40, 1612.5]]);
    expect(data.elevation.max).toBe(1612.5);
  });

  it('refuses a missing or wrong token with the geo error body', async () => {
    for (const body of [{ geometry: line }, { geometry: line, token: 'nope' }]) {
      const res = await call('/measurements', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(401);
      const { error } = await res.json<{ error: { code: string; info: string; type: string } }>();
      expect(error.type).toBe('auth');
      expect(error.code).toMatch(/token/);
    }
    const types = await call(`/geo/feature/types?token=${token()}`);
    expect((await types.json<{ data: { index: { id: string }[] } }>()).data.index.map((t) => t.id)).toContain('trail');
    expect((await call('/geo/feature/types')).status).toBe(401);
  });

  it('answers an unmeasurable geometry with 400 and the geometry message', async () => {
    const res = await call('/measurements', { method: 'POST', body: JSON.stringify({ geometry: { type: 'Circle', coordinates: [] }, token: token() }) });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { info: string } }>()).error.info).toBe('Unknown Geometry type provided.');
  });
});
