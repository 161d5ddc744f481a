import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import { basemapLayers } from '../basemap-layers';
import { featureLayers } from '../feature-layers';
import { basemapPalette } from '../palettes';
import { compileLayer, type StyleLayer } from './expression';

const at = (zoom: number, properties: Record<string, unknown> = {}, geometryType = 'Point') => ({ zoom, properties, geometryType });

/** A line layer's paint property for one feature, compiled at its zoom as a picture does. */
const linePaint = (name: string, value: unknown, here = at(10)) => compileLayer({ id: 'l', type: 'line', paint: { [name]: value } }, here.zoom).paint(name, here);
const symbolLayout = (name: string, value: unknown, here = at(10)) => compileLayer({ id: 's', type: 'symbol', layout: { [name]: value } }, here.zoom).layout(name, here);
const passes = (filter: unknown, here: ReturnType<typeof at>) => compileLayer({ id: 'f', type: 'fill', filter }, here.zoom).passes(here);

describe('static map expressions, by the style specification', () => {
  it('interpolates linearly, exponentially and along a curve over zoom, and steps at stops', () => {
    const linear = ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2, 12, 3];
    expect(linePaint('line-width', linear, at(2))).toBe(0.5);
    expect(linePaint('line-width', linear, at(10))).toBeCloseTo(2.1);
    expect(linePaint('line-width', linear, at(14))).toBe(3);
    const exponential = ['interpolate', ['exponential', 2], ['zoom'], 10, 0, 12, 3];
    expect(linePaint('line-width', exponential, at(11))).toBeCloseTo(1);
    const cubic = ['interpolate', ['cubic-bezier', 0.42, 0, 0.58, 1], ['zoom'], 10, 0, 12, 4];
    expect(linePaint('line-width', cubic, at(11))).toBeCloseTo(2);
    expect(linePaint('line-width', cubic, at(10.5))).toBeLessThan(1);
    const step = ['step', ['zoom'], 1, 4, 2, 5, 3];
    expect([3, 4, 4.5, 5, 9].map((zoom) => linePaint('line-width', step, at(zoom)))).toEqual([1, 2, 2, 3, 3]);
  });

  it('tells a value that varies with the zoom alone from one that reads the feature', () => {
    const layer = compileLayer(
      {
        id: 'l',
        type: 'line',
        paint: {
          'line-width': ['interpolate', ['linear'], ['zoom'], 10, 1, 14, 4],
          'line-color': ['match', ['get', 'kind'], 'path', '#aa0000', '#000000'],
          'line-opacity': ['case', ['==', ['geometry-type'], 'Polygon'], 0.5, 1],
        },
      },
      12,
    );
    expect(['line-width', 'line-color', 'line-opacity', 'line-dasharray'].map((name) => layer.perFeature('paint', name))).toEqual([false, true, true, false]);
  });

  it('reads properties with match, case, coalesce, in and to-string', () => {
    const color = ['match', ['get', 'kind'], 'highway', '#ff0000', ['major_road', 'medium_road'], '#00ff00', '#0000ff'];
    expect(linePaint('line-color', color, at(10, { kind: 'highway' }))).toBe('#ff0000');
    expect(linePaint('line-color', color, at(10, { kind: 'medium_road' }))).toBe('#00ff00');
    expect(linePaint('line-color', color, at(10, { kind: 'path' }))).toBe('#0000ff');
    expect(linePaint('line-color', ['case', ['has', 'tunnel'], 'rgba(0, 0, 0, 0.5)', 'white'], at(10, { tunnel: true }))).toBe('rgba(0,0,0,0.5)');
    expect(linePaint('line-opacity', ['coalesce', ['get', 'o'], 0.4], at(10))).toBe(0.4);
    expect(passes(['in', ['get', 'kind'], ['literal', ['water', 'lake']]], at(10, { kind: 'lake' }, 'Polygon'))).toBe(true);
    expect(passes(['in', ['geometry-type'], ['literal', ['LineString', 'MultiLineString']]], at(10, {}, 'Polygon'))).toBe(false);
    expect(symbolLayout('text-field', ['to-string', ['get', 'ref']], at(10, { ref: 66 }))).toBe('66');
  });

  it('writes formatted text as its string, an image as its name, a token string as the values it names', () => {
    expect(symbolLayout('text-field', ['format', ['get', 'name'], {}, '\n', {}, ['get', 'name:en'], { 'font-scale': 0.8 }], at(10, { name: 'Wien', 'name:en': 'Vienna' }))).toBe('Wien\nVienna');
    expect(symbolLayout('icon-image', ['concat', ['get', 'kind'], '_11'], at(10, { kind: 'cafe' }))).toBe('cafe_11');
    expect(symbolLayout('text-field', '{name} ({ref})', at(10, { name: 'A', ref: 'B9' }))).toBe('A (B9)');
    expect(symbolLayout('text-size', undefined)).toBe(16);
  });

  it('reads legacy stop functions and legacy filters, as tile services’ styles still write them', () => {
    expect(
      linePaint(
        'line-width',
        {
          base: 2,
          stops: [
            [10, 0],
            [12, 3],
          ],
        },
        at(11),
      ),
    ).toBeCloseTo(1);
    expect(linePaint('line-color', { property: 'class', type: 'categorical', stops: [['motorway', '#ff0000']], default: '#000000' }, at(10, { class: 'motorway' }))).toBe('#ff0000');
    expect(passes(['all', ['==', '$type', 'Polygon'], ['!in', 'class', 'ice', 'sand']], at(10, { class: 'grass' }, 'Polygon'))).toBe(true);
    expect(passes(['all', ['==', '$type', 'Polygon'], ['!in', 'class', 'ice', 'sand']], at(10, { class: 'ice' }, 'Polygon'))).toBe(false);
    expect(passes(undefined, at(10, {}, 'Polygon'))).toBe(true);
  });

  it("evaluates every property of the basemap's and the features' layers at every zoom", () => {
    const layers = [...basemapLayers({ variant: 'outdoor', palette: basemapPalette('outdoor', {}), lang: 'en' }), ...featureLayers(defaultsFor('sandbox').map, 'entry')] as StyleLayer[];
    const properties = {
      population: 50_000,
      population_rank: 7,
      min_zoom: 6,
      sort_key: 600,
      kind: 'locality',
      kind_detail: 4,
      name: 'X',
      'name:en': 'X',
      color: '#123456',
      icon: 'star',
      point_count: 12,
      point_count_abbreviated: '12',
      text: 'A',
      entry: 'e',
    };
    for (const zoom of [0, 4.5, 9, 13, 18]) {
      for (const layer of layers) {
        const style = compileLayer(layer, zoom);
        for (const geometryType of ['Point', 'LineString', 'Polygon']) {
          const here = at(zoom, properties, geometryType);
          expect(typeof style.passes(here), `${layer.id} filter`).toBe('boolean');
          for (const name of Object.keys(layer.paint ?? {})) expect(style.paint(name, here), `${layer.id} ${name}`).not.toBeUndefined();
          for (const name of Object.keys(layer.layout ?? {})) expect(style.layout(name, here), `${layer.id} ${name}`).not.toBeUndefined();
        }
      }
    }
  });

  it('refuses an expression the specification rejects, naming the layer and the property', () => {
    expect(() => linePaint('line-width', ['interpolate', ['linear'], ['zoom']])).toThrow(/layers\.l\.paint\.line-width/);
    expect(() => linePaint('fill-color', '#ffffff')).toThrow(/layers\.l\.paint\.fill-color: not a line layer's property/);
  });
});
