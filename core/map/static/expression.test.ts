import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import { basemapLayers } from '../basemap-layers';
import { featureLayers } from '../feature-layers';
import { basemapPalette } from '../palettes';
import { compiledFilter, type Evaluation, property } from './expression';

const at = (zoom: number, properties: Record<string, unknown> = {}, geometryType = 'Point') => ({ zoom, properties, geometryType });

/** A value for one feature, compiled for its zoom as a picture does. */
const valueAt = (value: unknown, here: Evaluation) => property(value, here.zoom)(here);
const passesAt = (filter: unknown, here: Evaluation) => compiledFilter(filter, here.zoom)(here);

/** The value with the feature's reads written in as literals: it then depends on the zoom alone. */
function withFeature(value: unknown, here: Evaluation): unknown {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return value;
  const [op, name] = value;
  if (op === 'literal') return value;
  if (op === 'get' && typeof name === 'string') return ['literal', here.properties[name] ?? null];
  if (op === 'has' && typeof name === 'string') return ['literal', Object.hasOwn(here.properties, name)];
  if (op === 'geometry-type') return ['literal', here.geometryType];
  return [op, ...value.slice(1).map((arg) => withFeature(arg, here))];
}

describe('static map expressions', () => {
  it('interpolates linearly over zoom and steps at stops, as the style specification does', () => {
    const width = ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2, 12, 3];
    expect(valueAt(width, at(2))).toBe(0.5);
    expect(valueAt(width, at(10))).toBeCloseTo(2.1);
    expect(valueAt(width, at(14))).toBe(3);
    const step = ['step', ['zoom'], 1_000_000, 4, 250_000, 5, 100_000];
    expect([3, 4, 4.5, 5, 9].map((zoom) => valueAt(step, at(zoom)))).toEqual([1_000_000, 250_000, 250_000, 100_000, 100_000]);
  });

  it('reads properties, geometry types, coalesce, case and concat', () => {
    expect(valueAt(['coalesce', ['get', 'color'], '#444444'], at(5))).toBe('#444444');
    expect(valueAt(['coalesce', ['get', 'color'], '#444444'], at(5, { color: '#ff0000' }))).toBe('#ff0000');
    expect(passesAt(['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], at(5, {}, 'LineString'))).toBe(true);
    expect(passesAt(['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], at(5, {}, 'Polygon'))).toBe(false);
    expect(valueAt(['case', ['has', 'icon'], ['concat', 'tg-icon-', ['get', 'icon']], 'tg-point'], at(5, { icon: 'star' }))).toBe('tg-icon-star');
    expect(valueAt(['-', 0, ['get', 'population']], at(5, { population: 40 }))).toBe(-40);
  });

  it('passes everything when a layer has no filter', () => {
    expect(passesAt(undefined, at(5, {}, 'Polygon'))).toBe(true);
  });

  // text-font is a list of font names, not an expression: the picture names its fonts itself.
  it("evaluates every property of the basemap's and the features' layers at every zoom", () => {
    const layers = [...basemapLayers({ variant: 'outdoor', palette: basemapPalette('outdoor', {}), lang: 'en' }), ...featureLayers(defaultsFor('sandbox').map, 'entry')];
    const properties = { population: 50_000, kind: 'state', name: 'X', sort: 1, level: 4, color: '#123456', icon: 'star', point_count: 12, point_count_abbreviated: '12', text: 'A', entry: 'e' };
    for (const zoom of [0, 4.5, 9, 13, 18]) {
      for (const layer of layers) {
        const parts = layer as { filter?: unknown; paint?: Record<string, unknown>; layout?: Record<string, unknown> };
        for (const geometryType of ['Point', 'LineString', 'Polygon']) {
          const here = at(zoom, properties, geometryType);
          // Compiled per feature, the same answer as with the feature's values written into the expression.
          expect(passesAt(parts.filter, here), `${layer.id} filter`).toBe(passesAt(withFeature(parts.filter, here), here));
          for (const [name, value] of Object.entries({ ...parts.paint, ...parts.layout })) {
            if (name === 'text-font') continue;
            expect(valueAt(value, here), `${layer.id} ${name}`).toEqual(valueAt(withFeature(value, here), here));
          }
        }
      }
    }
  });

  it('refuses an operator it does not know, rather than drawing wrong', () => {
    expect(() => valueAt(['distance', ['literal', {}]], at(3))).toThrow(/"distance" is not supported/);
    expect(() => valueAt(['distance', ['get', 'entry']], at(3, { entry: 'e' }))).toThrow(/"distance" is not supported/);
  });
});
