import { describe, expect, it } from 'vitest';
import { cameraBox, coveringTiles, fitCamera, lngLatOf, mercatorX, mercatorY, projector } from './camera';

describe('static map camera', () => {
  it("fits a box inside the padded picture, centred, as maplibre's fitBounds does", () => {
    const camera = fitCamera({ box: [-66, 18, -65.5, 18.2], minZoom: 2, maxZoom: 20 }, 800, 400);
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

  it('keeps the foot clear for the control over it: the box fits above it, centred in what is left', () => {
    const box: [number, number, number, number] = [-66, 18, -65.9, 18.2];
    const camera = fitCamera({ box, minZoom: 2, maxZoom: 20 }, 800, 400, 60);
    const project = projector(camera);
    const [left, top] = project(mercatorX(-66), mercatorY(18.2));
    const [right, bottom] = project(mercatorX(-65.9), mercatorY(18));
    expect(top).toBeCloseTo(32, 5);
    expect(bottom).toBeCloseTo(400 - 32 - 60, 5);
    expect((left + right) / 2).toBeCloseTo(400, 5);
    expect(camera.zoom).toBeLessThan(fitCamera({ box, minZoom: 2, maxZoom: 20 }, 800, 400).zoom);
    // A point, at its largest zoom, is lifted by half the foot.
    const point = fitCamera({ box: [-66, 18, -66, 18], minZoom: 2, maxZoom: 13 }, 800, 400, 60);
    expect(projector(point)(mercatorX(-66), mercatorY(18))[1]).toBeCloseTo(200 - 30, 5);
  });

  it('goes no closer than its largest zoom, no farther than its smallest: a single point opens at the largest', () => {
    expect(fitCamera({ box: [-66, 18, -66, 18], minZoom: 2, maxZoom: 13 }, 800, 400).zoom).toBe(13);
    expect(fitCamera({ box: [-66, 18, -65.99, 18.001], minZoom: 2, maxZoom: 12 }, 800, 400).zoom).toBe(12);
    expect(fitCamera({ box: [-180, -80, 180, 80], minZoom: 3, maxZoom: 12 }, 800, 400).zoom).toBe(3);
  });

  it('turns mercator positions back into longitude and latitude', () => {
    for (const [lng, lat] of [
      [-66.25, 18.1],
      [0, 0],
      [151.2, -33.9],
      [-179.5, 84],
    ] as const) {
      const [x, y] = lngLatOf(mercatorX(lng), mercatorY(lat));
      expect(x).toBeCloseTo(lng, 9);
      expect(y).toBeCloseTo(lat, 9);
    }
  });

  it("gives what a camera shows: the padded fit's box and more, centred on it", () => {
    const box: [number, number, number, number] = [-66, 18, -65.5, 18.2];
    const [west, south, east, north] = cameraBox(fitCamera({ box, minZoom: 2, maxZoom: 20 }, 800, 400));
    expect(west).toBeLessThan(box[0]);
    expect(south).toBeLessThan(box[1]);
    expect(east).toBeGreaterThan(box[2]);
    expect(north).toBeGreaterThan(box[3]);
    expect((west + east) / 2).toBeCloseTo(-65.75, 9);
    // The box touches the padding on one axis: 32 of the picture's 400 px above and below it.
    const project = projector(fitCamera({ box, minZoom: 2, maxZoom: 20 }, 800, 400));
    expect(project(mercatorX(west), mercatorY(north))[0]).toBeCloseTo(0, 6);
    expect(project(mercatorX(east), mercatorY(south))[1]).toBeCloseTo(400, 6);
  });

  it('covers the picture with tiles of the pyramid, overzooming past its deepest level', () => {
    const camera = fitCamera({ box: [-66, 18, -66, 18], minZoom: 2, maxZoom: 13 }, 800, 400);
    const tiles = coveringTiles(camera, 0, 6);
    expect(tiles.every((tile) => tile.z === 6)).toBe(true);
    expect(tiles.map(({ x, y }) => `${x}/${y}`)).toContain(`${Math.floor(mercatorX(-66) * 64)}/${Math.floor(mercatorY(18) * 64)}`);
    const wide = coveringTiles(fitCamera({ box: [-180, -60, 180, 60], minZoom: 0, maxZoom: 18 }, 1024, 512), 0, 6);
    expect(wide.length).toBeGreaterThan(1);
    expect(new Set(wide.map((tile) => tile.z)).size).toBe(1);
  });
});
