// @vitest-environment happy-dom
import type { LineString } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointAlong, startFlythrough } from './route';

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

/** A route due north from the equator, `km` long, in three collinear points. */
function north(km: number): LineString {
  const degrees = km / ((6371008.8 * Math.PI) / 180 / 1000);
  return {
    type: 'LineString',
    coordinates: [
      [10, 0],
      [10, degrees / 2],
      [10, degrees],
    ],
  };
}

/**
 * A fly-through along `km` of route, on a map that keeps only what the flight reads and writes (the
 * camera), with the animation frames run by hand: `frame(ms)` runs the next frame `ms` after the
 * start and says whether the flight has ended.
 */
function fly(km: number): (ms: number) => boolean {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(performance, 'now').mockReturnValue(0);
  let ended = false;
  const camera = { center: { lng: 0, lat: 0 }, zoom: 9, bearing: 0, pitch: 0 };
  const map = {
    getCenter: () => camera.center,
    getZoom: () => camera.zoom,
    getBearing: () => camera.bearing,
    getPitch: () => camera.pitch,
    jumpTo: () => undefined,
    getSource: () => undefined,
  } as unknown as MaplibreMap;
  startFlythrough(map, north(km), { pitch: 60, zoom: 14, done: () => (ended = true) });
  return (ms) => {
    frames.shift()?.(ms);
    return ended;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the fly-through', () => {
  it('flies six seconds a kilometre, at least 20 s and at most 90 s', () => {
    // [route km, flight ms]: the flight is still on just before, and over just after.
    for (const [km, ms] of [
      [5, 30_000],
      [1, 20_000],
      [0.01, 20_000],
      [14, 84_000],
      [222, 90_000],
    ] as const) {
      const frame = fly(km);
      expect(frame(ms - 300), `${km} km`).toBe(false);
      expect(frame(ms + 300), `${km} km`).toBe(true);
    }
  });
});
