import { describe, expect, it } from 'vitest';
import type { Camera, LngLatBox } from './camera';
import { beyondBox, worldLayers, worldUnder } from './world-under';

// The world basemap beneath an archive in a picture: its land whole, the rest only outside the archive's bounds.

/** A z0 tile of 4096 units; the picture shows the whole world at zoom 0 (512 px). */
const spot = { z: 0, x: 0, y: 0, column: 0 };
const camera: Camera = { x: 0.5, y: 0.5, zoom: 0, width: 512, height: 512 };
/** The archive's bounds: the middle of the world (mercator 0.25..0.75 across). */
const box: LngLatBox = [-90, -66.51326, 90, 66.51326];

const layer = (type: 'Point' | 'LineString' | 'Polygon', rings: number[][]) => ({ extent: 4096, features: [{ type, properties: {}, rings }] });

describe('the world beneath an archive', () => {
  it('reads only its land under an archive whose bounds hold the picture, and beyond them all but its town names', () => {
    const wanted = new Set(['earth', 'water', 'boundaries', 'places', 'roads']);
    const inside = beyondBox({ ...camera, zoom: 3, width: 100, height: 100 }, box);
    expect(inside).toEqual([]);
    expect([...worldLayers(wanted, inside)]).toEqual(['earth']);
    const beyond = beyondBox(camera, box);
    expect(beyond).toHaveLength(4);
    expect([...worldLayers(wanted, beyond)]).toEqual(['earth', 'water', 'boundaries', 'roads']);
  });

  it('keeps its land whole, cuts its lines at the bounds and drops its names inside them', () => {
    const tile = {
      spot,
      layers: new Map([
        ['earth', layer('Polygon', [[0, 0, 4096, 0, 4096, 4096, 0, 4096]])],
        ['boundaries', layer('LineString', [[0, 2048, 4096, 2048]])],
        [
          'places',
          layer('Point', [
            [2048, 2048],
            [100, 100],
          ]),
        ],
        ['water', layer('Polygon', [[1500, 1500, 2600, 1500, 2600, 2600, 1500, 2600]])],
      ]),
    };
    const under = worldUnder(tile, beyondBox(camera, box));
    expect(under.layers.get('earth')).toBe(tile.layers.get('earth'));
    // The border across the middle: its pieces west and east of the bounds (1024 and 3072 units).
    const border = under.layers.get('boundaries')!.features[0]!.rings;
    expect(border.map((piece) => [Math.min(piece[0]!, piece[2]!), Math.max(piece[0]!, piece[2]!)]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [expect.any(Number), 1024],
      [3072, expect.any(Number)],
    ]);
    expect(under.layers.get('places')!.features[0]!.rings).toEqual([[100, 100]]);
    // A lake wholly inside the bounds is the archive's to draw.
    expect(under.layers.get('water')!.features).toEqual([]);
  });
});
