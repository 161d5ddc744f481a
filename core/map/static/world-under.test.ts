import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { describe, expect, it } from 'vitest';
import type { Camera, LngLatBox } from './camera';
import { decodeTile } from './mvt';
import { beyondBox, worldLayers, worldUnder } from './world-under';

// The world basemap beneath an archive in a picture: its land whole, the rest only outside the archive's bounds.

/** A z0 tile of 4096 units; the picture shows the whole world at zoom 0 (512 px). */
const spot = { z: 0, x: 0, y: 0, column: 0 };
const camera: Camera = { x: 0.5, y: 0.5, zoom: 0, width: 512, height: 512 };
/** The archive's bounds: the middle of the world (mercator 0.25..0.75 across). */
const box: LngLatBox = [-90, -66.51326, 90, 66.51326];

const TYPES = { Point: 1, LineString: 2, Polygon: 3 } as const;
/** One feature's layer, written as a vector tile layer and read back by decodeTile below. */
const layer = (type: keyof typeof TYPES, rings: number[][], tags: Record<string, unknown> = {}) => ({
  features: [{ type: TYPES[type], tags, geometry: type === 'Point' ? rings : rings.map((ring) => ring.flatMap((_, i) => (i % 2 ? [] : [[ring[i]!, ring[i + 1]!]]))) }],
});

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
    const bytes = fromGeojsonVt(
      Object.fromEntries([
        ['earth', layer('Polygon', [[0, 0, 4096, 0, 4096, 4096, 0, 4096]])],
        ['boundaries', layer('LineString', [[0, 2048, 4096, 2048]], { kind: 'country' })],
        [
          'places',
          layer('Point', [
            [2048, 2048],
            [100, 100],
          ]),
        ],
        ['water', layer('Polygon', [[1500, 1500, 2600, 1500, 2600, 2600, 1500, 2600]])],
      ]) as never,
    );
    const tile = { spot, layers: decodeTile(bytes, new Set(['earth', 'boundaries', 'places', 'water'])) };
    const under = worldUnder(tile, beyondBox(camera, box));
    expect(under.layers.get('earth')).toBe(tile.layers.get('earth'));
    // The border across the middle: its pieces west and east of the bounds (1024 and 3072 units).
    const cut = under.layers.get('boundaries')!.features[0]!;
    expect(cut.properties).toEqual({ kind: 'country' });
    const border = cut.rings;
    expect(border.map((piece) => [Math.min(piece[0]!, piece[2]!), Math.max(piece[0]!, piece[2]!)]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [expect.any(Number), 1024],
      [3072, expect.any(Number)],
    ]);
    expect(under.layers.get('places')!.features[0]!.rings).toEqual([[100, 100]]);
    // A lake wholly inside the bounds is the archive's to draw.
    expect(under.layers.get('water')!.features).toEqual([]);
  });
});
