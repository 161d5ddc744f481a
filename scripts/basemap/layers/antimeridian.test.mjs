import { describe, expect, it } from 'vitest';
import { unwrapPolygons } from './antimeridian.mjs';

describe('unwrapPolygons', () => {
  it('makes a ring that steps from 180 to -180 continuous', () => {
    const fiji = {
      type: 'Polygon',
      coordinates: [
        [
          [-180, -16],
          [-179, -16.5],
          [-180, -17],
          [180, -17],
          [179, -16.5],
          [180, -16],
          [-180, -16],
        ],
      ],
    };
    expect(unwrapPolygons(fiji).coordinates[0]).toEqual([
      [-180, -16],
      [-179, -16.5],
      [-180, -17],
      [-180, -17],
      [-181, -16.5],
      [-180, -16],
      [-180, -16],
    ]);
  });

  it('leaves a ring around a pole as it is', () => {
    const antarctica = {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [-180, -70],
            [0, -68],
            [179.5, -70],
            [-180, -84],
            [-180, -70],
          ],
        ],
      ],
    };
    expect(unwrapPolygons(antarctica)).toEqual(antarctica);
  });
});
