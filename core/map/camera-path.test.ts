import { describe, expect, it } from 'vitest';
import { cameraAt, cameraPaths } from './camera-path';

// About 1.1 km east, then 1.1 km north.
const route = {
  type: 'LineString' as const,
  coordinates: [
    [-77, 42, 200],
    [-76.9865, 42, 210],
    [-76.9865, 42.01, 260],
  ],
};

describe('fly-through camera paths (docs/product/maps.md#fly-through smoothing)', () => {
  it('follows a smoothed route from its start to its end', () => {
    const paths = cameraPaths(route);
    expect(paths.length).toBeGreaterThan(1.5);
    expect(paths.length).toBeLessThan(2.5);
    const [first, last] = [paths.target.geometry.coordinates[0]!, paths.target.geometry.coordinates.at(-1)!];
    expect(first[0]).toBeCloseTo(-77, 3);
    expect(last[1]).toBeCloseTo(42.01, 2);
  });

  it('faces along the route: east at the start, north near the end', () => {
    const paths = cameraPaths(route);
    expect(Math.abs(cameraAt(paths, 0.1).bearing - 90)).toBeLessThan(30);
    expect(Math.abs(cameraAt(paths, 0.95).bearing)).toBeLessThan(30);
  });
});
