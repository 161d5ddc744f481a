import { describe, expect, it } from 'vitest';
import { clipLine, clipRing, pathData, projectThin } from './geometry';

const rect = { left: 0, top: 0, right: 100, bottom: 100 };

describe('static map geometry', () => {
  it('thins points closer than the tolerance, keeping both ends', () => {
    expect(projectThin([0, 0, 0.2, 0.1, 0.4, 0, 5, 5, 5.1, 5, 9, 9], 0, 0, 1, 1)).toEqual([0, 0, 5, 5, 9, 9]);
    // Tile units to pixels: a tenth of a pixel per unit, 10 px across, points under half a pixel apart dropped.
    expect(projectThin([0, 0, 4, 0, 8, 0, 100, 0], 10, 20, 0.1, 0.5)).toEqual([10, 20, 10.8, 20, 20, 20]);
  });

  it('cuts a line to the picture, into pieces where it leaves and comes back', () => {
    expect(clipLine([-50, 50, 50, 50], rect)).toEqual([[0, 50, 50, 50]]);
    const pieces = clipLine([10, 10, 10, 150, 90, 150, 90, 10], rect);
    expect(pieces).toEqual([
      [10, 10, 10, 100],
      [90, 100, 90, 10],
    ]);
    expect(clipLine([200, 200, 300, 300], rect)).toEqual([]);
  });

  it('cuts a ring to the picture, closed along its edge', () => {
    const ring = clipRing([-50, -50, 50, -50, 50, 50, -50, 50, -50, -50], rect);
    const xs = ring.filter((_, i) => i % 2 === 0);
    const ys = ring.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(0);
    expect(Math.max(...xs)).toBe(50);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(50);
    expect(clipRing([200, 200, 300, 200, 300, 300, 200, 200], rect)).toEqual([]);
  });

  it('writes compact path data, rounded, without repeated points', () => {
    expect(pathData([[1.26, 2.04, 1.26, 2.04, 3.5, 4.45]], false)).toBe('M1 2L4 4');
    expect(pathData([[1.26, 2.04, 3.5, 4.45, 0, 9]], true, 10)).toBe('M1.3 2L3.5 4.5 0 9Z');
  });
});
