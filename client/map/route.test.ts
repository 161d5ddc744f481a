import type { LineString } from 'geojson';
import { describe, expect, it } from 'vitest';
import { flightMs, pointAlong } from './route';

// Due north along a meridian: two legs of one degree (about 111 km) each.
const route: LineString = {
  type: 'LineString',
  coordinates: [
    [10, 45],
    [10, 46],
    [10, 47],
  ],
};
const rounded = ([lng, lat]: [number, number]) => [Number(lng.toFixed(4)), Number(lat.toFixed(4))];

describe('pointAlong', () => {
  it('finds the place a share of the way along the route, by distance', () => {
    expect(rounded(pointAlong(route, 0))).toEqual([10, 45]);
    expect(rounded(pointAlong(route, 0.5))).toEqual([10, 46]);
    expect(rounded(pointAlong(route, 1))).toEqual([10, 47]);
    expect(pointAlong(route, 0.25)[1]).toBeCloseTo(45.5, 3);
  });

  it('keeps a position past either end on the route', () => {
    expect(rounded(pointAlong(route, -0.2))).toEqual([10, 45]);
    expect(rounded(pointAlong(route, 1.7))).toEqual([10, 47]);
  });
});

describe('flightMs', () => {
  it('flies six seconds a kilometre, at least 20 s and at most 90 s', () => {
    expect(flightMs(5)).toBe(30_000);
    expect(flightMs(1)).toBe(20_000);
    expect(flightMs(0)).toBe(20_000);
    expect(flightMs(14)).toBe(84_000);
    expect(flightMs(222)).toBe(90_000);
  });
});
