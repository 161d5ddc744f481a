import { describe, expect, it } from 'vitest';
import { coveringTiles, fitCamera, mercatorX, mercatorY, openingBox, projector } from './camera';

const settings = {
  bounds: [
    [-67.3, 17.8],
    [-65.2, 18.6],
  ] as [[number, number], [number, number]],
  zoom: { initial: 9, locate: 14, min: 2, max: 18 },
};

describe('static map camera', () => {
  it("fits a box inside the padded picture, centred, as maplibre's fitBounds does", () => {
    const camera = fitCamera([-66, 18, -65.5, 18.2], { min: 2, max: 18, limit: 20 }, 800, 400);
    const project = projector(camera);
    const [left, top] = project(mercatorX(-66), mercatorY(18.2));
    const [right, bottom] = project(mercatorX(-65.5), mercatorY(18));
    // One axis touches the 32 px padding, the other is inside it; the box's centre is the picture's.
    expect(Math.min(left, top)).toBeCloseTo(32, 5);
    expect(right).toBeLessThanOrEqual(800 - 32 + 1e-6);
    expect(bottom).toBeLessThanOrEqual(400 - 32 + 1e-6);
    expect((left + right) / 2).toBeCloseTo(400, 5);
    expect((top + bottom) / 2).toBeCloseTo(200, 5);
  });

  it('goes no closer than the limit: a single point opens at the entry zoom', () => {
    expect(fitCamera([-66, 18, -66, 18], { min: 2, max: 18, limit: 13 }, 800, 400).zoom).toBe(13);
    expect(fitCamera([-66, 18, -65.99, 18.001], { min: 2, max: 12, limit: 15 }, 800, 400).zoom).toBe(12);
  });

  it("opens on the site's box at its initial zoom, or on the features at the entry's zoom, else the locate zoom", () => {
    expect(openingBox('site', settings, [-66, 18, -65, 18.5])).toEqual({ box: [-67.3, 17.8, -65.2, 18.6], maxZoom: 9 });
    expect(openingBox('features', settings, [-66, 18, -65, 18.5], 12)).toEqual({ box: [-66, 18, -65, 18.5], maxZoom: 12 });
    expect(openingBox('features', settings, [-66, 18, -65, 18.5])).toEqual({ box: [-66, 18, -65, 18.5], maxZoom: 14 });
    expect(openingBox('features', settings, undefined).maxZoom).toBe(9);
  });

  it('covers the picture with tiles of the pyramid, overzooming past its deepest level', () => {
    const camera = fitCamera([-66, 18, -66, 18], { min: 2, max: 18, limit: 13 }, 800, 400);
    const tiles = coveringTiles(camera, 0, 6);
    expect(tiles.every((tile) => tile.z === 6)).toBe(true);
    expect(tiles.map(({ x, y }) => `${x}/${y}`)).toContain(`${Math.floor(mercatorX(-66) * 64)}/${Math.floor(mercatorY(18) * 64)}`);
    const wide = coveringTiles(fitCamera([-180, -60, 180, 60], { min: 0, max: 18, limit: 18 }, 1024, 512), 0, 6);
    expect(wide.length).toBeGreaterThan(1);
    expect(new Set(wide.map((tile) => tile.z)).size).toBe(1);
  });
});
