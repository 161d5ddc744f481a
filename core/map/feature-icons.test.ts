import { describe, expect, it } from 'vitest';
import { POINT_IMAGE_SIZE } from './feature-layers';
import { DOT, FEATURE_ICONS, featureIcon, iconImage, ROUTE_END_ICONS } from './feature-icons';

/** Which pixels of the point image a shape covers, as a string of 0/1. */
const coverage = (shape: (x: number, y: number) => number) =>
  Array.from({ length: POINT_IMAGE_SIZE * POINT_IMAGE_SIZE }, (_, i) => (shape((i % POINT_IMAGE_SIZE) + 0.5, Math.floor(i / POINT_IMAGE_SIZE) + 0.5) < 0 ? 1 : 0)).join('');

describe('feature-type icons (attributes.icon, docs/product/maps.md#feature-types-and-styling)', () => {
  it('draws each icon inside the image with room for its halo, each unlike the dot and the others', () => {
    const seen = new Set([coverage(DOT)]);
    for (const [name, shape] of [...Object.entries(FEATURE_ICONS), ...ROUTE_END_ICONS]) {
      const covered = coverage(shape);
      const inked = [...covered].filter((bit) => bit === '1').length;
      expect(inked, name).toBeGreaterThan(120);
      // A 3 px frame stays clear: the halo is drawn there.
      for (const [x, y] of [
        [1, 1],
        [38, 1],
        [1, 38],
        [38, 38],
        [20, 1],
        [20, 38],
        [1, 20],
        [38, 20],
      ] as const)
        expect(shape(x, y), `${name} at ${x},${y}`).toBeGreaterThan(0);
      expect(seen.has(covered), name).toBe(false);
      seen.add(covered);
    }
  });

  it('leaves a hole in the marker pin and the car windows', () => {
    expect(FEATURE_ICONS.marker(20, 15)).toBeGreaterThan(0);
    expect(FEATURE_ICONS.marker(20, 8)).toBeLessThan(0);
    expect(FEATURE_ICONS.car(20, 15)).toBeGreaterThan(0);
  });

  it("cuts a route's start as a triangle, its finish as a chequer, and names their images as the layer asks", () => {
    const ends = Object.fromEntries(ROUTE_END_ICONS);
    expect(Object.keys(ends)).toEqual(['tg-route-start', 'tg-route-finish', 'tg-route-start-finish']);
    expect(ends['tg-route-start']!(21, 20)).toBeGreaterThan(0);
    expect(ends['tg-route-start']!(30, 20)).toBeLessThan(0);
    expect(ends['tg-route-finish']!(16, 16)).toBeGreaterThan(0);
    expect(ends['tg-route-finish']!(24, 16)).toBeLessThan(0);
    expect(ends['tg-route-finish']!(24, 24)).toBeGreaterThan(0);
  });

  it('knows only the icons it can draw; other names keep the dot', () => {
    expect(featureIcon('pedestrian')).toBe('pedestrian');
    expect(featureIcon('rocket')).toBeUndefined();
    expect(featureIcon('toString')).toBeUndefined();
    expect(featureIcon(null)).toBeUndefined();
    expect(iconImage('car')).toBe('tg-icon-car');
  });
});
