import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { PbfWriter } from 'pbf';
import { describe, expect, it } from 'vitest';
import { decodeTile } from './mvt';

// A tile written the way scripts/basemap writes the offline basemap's, read back.
function tile(): Uint8Array {
  const layer = (features: unknown[]) => ({ features });
  return fromGeojsonVt(
    {
      place: layer([{ type: 1, geometry: [[100, 200]], tags: { name: 'Ponce', population: 130000 } }]),
      waterway: layer([
        {
          type: 2,
          geometry: [
            [
              [0, 0],
              [10, 20],
              [30, 25],
            ],
          ],
          tags: {},
        },
      ]),
      land: layer([
        {
          type: 3,
          geometry: [
            [
              [0, 0],
              [50, 0],
              [50, 50],
              [0, 50],
              [0, 0],
            ],
          ],
          tags: {},
        },
      ]),
    } as never,
    { version: 2, extent: 8192 },
  );
}

describe('vector tile decoding', () => {
  it('reads the layers asked for: properties, types and absolute coordinates', () => {
    const layers = decodeTile(tile(), new Set(['place', 'waterway', 'land']));
    const place = layers.get('place')!;
    expect(place.extent).toBe(8192);
    expect(place.features.map(({ type, properties, rings }) => ({ type, properties, rings }))).toEqual([{ type: 'Point', properties: { name: 'Ponce', population: 130000 }, rings: [[100, 200]] }]);
    const waterway = layers.get('waterway')!.features[0]!;
    expect(waterway).toMatchObject({ type: 'LineString', rings: [[0, 0, 10, 20, 30, 25]] });
    expect(waterway.bounds).toEqual([0, 0, 30, 25]);
    const land = layers.get('land')!.features[0]!;
    expect(land.type).toBe('Polygon');
    expect(land.rings[0]!.slice(0, 8)).toEqual([0, 0, 50, 0, 50, 50, 0, 50]);
  });

  it('reads coordinates past the tile in any direction, near and far', () => {
    const far = fromGeojsonVt(
      {
        lines: {
          features: [
            {
              type: 2,
              geometry: [
                [
                  [-300, -20],
                  [70_000, 5],
                  [300_000_000, -1],
                ],
              ],
              tags: { kind: 'path' },
            },
          ],
        },
      } as never,
      { version: 2, extent: 4096 },
    );
    const [line] = decodeTile(far, new Set(['lines'])).get('lines')!.features;
    expect(line!.rings).toEqual([[-300, -20, 70_000, 5, 300_000_000, -1]]);
    expect(line!.bounds).toEqual([-300, -20, 300_000_000, 5]);
    expect(line!.properties).toEqual({ kind: 'path' });
  });

  it('gives the rings of a merged feature that come near a box, the whole feature when it lies inside', () => {
    const line = (x: number, y: number) => [
      [x, y],
      [x + 10, y + 10],
    ];
    const merged = fromGeojsonVt({ roads: { features: [{ type: 2, geometry: [line(0, 0), line(1000, 1000), line(20, 5), line(3000, 0)], tags: { kind: 'path' } }] } } as never, {
      version: 2,
      extent: 4096,
    });
    const [roads] = decodeTile(merged, new Set(['roads'])).get('roads')!.features;
    const near = roads!.ringsNear({ left: -5, top: -5, right: 100, bottom: 100 });
    expect(near).toEqual([
      [0, 0, 10, 10],
      [20, 5, 30, 15],
    ]);
    // Drawn at the same camera again (a kept tile, the picture in another language), not read again.
    expect(roads!.ringsNear({ left: -5, top: -5, right: 100, bottom: 100 })).toBe(near);
    const far = roads!.ringsNear({ left: 995, top: 995, right: 1005, bottom: 1005 });
    expect(far).toEqual([[1000, 1000, 1010, 1010]]);
    // Another camera (another trail's picture over the kept tile) picks from the rings read once.
    expect(far[0]).toBe(roads!.rings[1]);
    expect(roads!.ringsNear({ left: 5000, top: 0, right: 6000, bottom: 100 })).toEqual([]);
    expect(roads!.ringsNear({ left: -1, top: -1, right: 4000, bottom: 4000 })).toEqual(roads!.rings);
  });

  it('skips the layers a picture does not draw', () => {
    expect([...decodeTile(tile(), new Set(['place'])).keys()]).toEqual(['place']);
  });

  it('skips unread a layer it does not draw whose name follows its version, as the world tiles write it', () => {
    // A layer `junk` with its version first and a feature no decoder can read (wire type 7).
    const junk = new PbfWriter();
    junk.writeVarintField(15, 2);
    junk.writeStringField(1, 'junk');
    junk.writeBytesField(2, new Uint8Array([0x0f]));
    const out = new PbfWriter();
    out.writeBytesField(3, junk.finish());
    const bytes = new Uint8Array([...out.finish(), ...tile()]);
    expect([...decodeTile(bytes, new Set(['place'])).keys()]).toEqual(['place']);
    expect(() => decodeTile(bytes, new Set(['junk']))).toThrow();
  });
});
