import { describe, expect, it } from 'vitest';
import { focusOffset, opening, panBounds } from './camera';
import type { FeatureData, MapFeature } from './feature-data';

type Box = [[number, number], [number, number]];
const site: Box = [
  [-10, 50],
  [-6, 54],
];
const zoom = { initial: 7, locate: 13, min: 3, max: 18 };
const point = (lng: number, lat: number): MapFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { text: '', entry: 'e', title: 'E', kind: 'point', feature: `${lng},${lat}` },
});

/** An entry's features as the map holds them (client/map/feature-data.ts): two points and the box they span, or nothing. */
const twoPoints: FeatureData = {
  points: { type: 'FeatureCollection', features: [point(-8, 52), point(-7.5, 52.5)] },
  shapes: { type: 'FeatureCollection', features: [] },
  byKey: new Map(),
  bounds: [-8, 52, -7.5, 52.5],
};
const nothing: FeatureData = { points: { type: 'FeatureCollection', features: [] }, shapes: { type: 'FeatureCollection', features: [] }, byKey: new Map() };

describe('panBounds', () => {
  it("lets the map pan one box's width and height past the region on every side", () => {
    expect(panBounds(site, undefined)).toEqual([
      [-14, 46],
      [-2, 58],
    ]);
  });

  it('joins features outside the region to the box before growing it', () => {
    expect(panBounds(site, [-12, 51, -7, 53])).toEqual([
      [-18, 46],
      [0, 58],
    ]);
  });

  it('never passes the world, and gives a single point room around it', () => {
    expect(
      panBounds(
        [
          [-170, -80],
          [170, 80],
        ],
        undefined,
      ),
    ).toEqual([
      [-180, -85],
      [180, 85],
    ]);
    const [[west, south], [east, north]] = panBounds(
      [
        [5, 45],
        [5, 45],
      ],
      undefined,
    );
    expect([east - west, north - south].map((side) => Number(side.toFixed(6)))).toEqual([0.1, 0.1]);
  });
});

describe('opening', () => {
  const settings = { bounds: site, zoom };

  it("opens a site map on the site's box, no closer than its initial zoom", () => {
    const data = twoPoints;
    expect(opening({ view: 'site', settings }, data)).toEqual({ bounds: site, maxZoom: 7 });
  });

  it("opens on one entry's features, no closer than its own zoom, else the locate zoom", () => {
    const data = twoPoints;
    expect(opening({ view: 'features', zoom: 11, settings }, data)).toEqual({
      bounds: [
        [-8, 52],
        [-7.5, 52.5],
      ],
      maxZoom: 11,
    });
    expect(opening({ view: 'features', settings }, data)).toEqual({
      bounds: [
        [-8, 52],
        [-7.5, 52.5],
      ],
      maxZoom: 13,
    });
  });

  it("falls back to the site's box when the entry has no features", () => {
    expect(opening({ view: 'features', zoom: 11, settings }, nothing)).toEqual({ bounds: site, maxZoom: 7 });
  });
});

describe('focusOffset', () => {
  it('turns the negative offset setting into pixels down, a share of a quarter of the height', () => {
    expect(focusOffset(-0.7, 400)).toBe(70);
    expect(focusOffset(-0.5, 301)).toBe(38);
  });

  it('never moves a feature up', () => {
    expect(focusOffset(0.4, 400)).toBe(0);
    expect(focusOffset(0, 400)).toBe(0);
  });
});
