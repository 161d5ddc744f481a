import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import { basemapLayers } from '../basemap-layers';
import { featureLayers } from '../feature-layers';
import { basemapPalette } from '../palettes';
import { compiledFilter, evaluate, passes, property } from './expression';

const at = (zoom: number, properties: Record<string, unknown> = {}, geometryType = 'Point') => ({ zoom, properties, geometryType });

describe('static map expressions', () => {
  it('interpolates linearly over zoom and steps at stops, as the style specification does', () => {
    const width = ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2, 12, 3];
    expect(evaluate(width, at(2))).toBe(0.5);
    expect(evaluate(width, at(10))).toBeCloseTo(2.1);
    expect(evaluate(width, at(14))).toBe(3);
    const step = ['step', ['zoom'], 1_000_000, 4, 250_000, 5, 100_000];
    expect([3, 4, 4.5, 5, 9].map((zoom) => evaluate(step, at(zoom)))).toEqual([1_000_000, 250_000, 250_000, 100_000, 100_000]);
  });

  it('reads properties, geometry types, coalesce, case and concat', () => {
    expect(evaluate(['coalesce', ['get', 'color'], '#444444'], at(5))).toBe('#444444');
    expect(evaluate(['coalesce', ['get', 'color'], '#444444'], at(5, { color: '#ff0000' }))).toBe('#ff0000');
    expect(passes(['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], at(5, {}, 'LineString'))).toBe(true);
    expect(passes(['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], at(5, {}, 'Polygon'))).toBe(false);
    expect(evaluate(['case', ['has', 'icon'], ['concat', 'tg-icon-', ['get', 'icon']], 'tg-point'], at(5, { icon: 'star' }))).toBe('tg-icon-star');
    expect(evaluate(['-', 0, ['get', 'population']], at(5, { population: 40 }))).toBe(-40);
  });

  // text-font is a list of font names, not an expression: the picture names its fonts itself.
  it("evaluates every property of the basemap's and the features' layers at every zoom", () => {
    const layers = [...basemapLayers(basemapPalette('outdoor', {})), ...featureLayers(defaultsFor('sandbox').map, 'entry')];
    const properties = { population: 50_000, kind: 'state', name: 'X', sort: 1, level: 4, color: '#123456', icon: 'star', point_count: 12, point_count_abbreviated: '12', text: 'A', entry: 'e' };
    for (const zoom of [0, 4.5, 9, 13, 18]) {
      for (const layer of layers) {
        const parts = layer as { filter?: unknown; paint?: Record<string, unknown>; layout?: Record<string, unknown> };
        for (const geometryType of ['Point', 'LineString', 'Polygon']) {
          const here = at(zoom, properties, geometryType);
          expect(() => passes(parts.filter, here), `${layer.id} filter`).not.toThrow();
          // Compiled once per picture, the same answer as interpreted.
          expect(compiledFilter(parts.filter, zoom)(here), `${layer.id} filter`).toBe(passes(parts.filter, here));
          for (const [name, value] of Object.entries({ ...parts.paint, ...parts.layout })) {
            if (name === 'text-font') continue;
            expect(() => evaluate(value, here), `${layer.id} ${name}`).not.toThrow();
            expect(property(value, zoom)(here), `${layer.id} ${name}`).toEqual(evaluate(value, here));
          }
        }
      }
    }
  });

  it('refuses an operator it does not know, rather than drawing wrong', () => {
    expect(() => evaluate(['distance', ['literal', {}]], at(3))).toThrow(/"distance" is not supported/);
  });
});
