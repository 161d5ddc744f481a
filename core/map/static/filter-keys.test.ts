import { describe, expect, it } from 'vitest';
import { compileLayer } from './expression';
import { filterKeys } from './filter-keys';

describe('filter keys', () => {
  it('reads the property a legacy or expression filter demands, through `all`', () => {
    expect(filterKeys(['==', 'kind', 'path'])).toEqual([{ property: 'kind', values: ['path'] }]);
    expect(filterKeys(['==', ['get', 'kind'], 'path'])).toEqual([{ property: 'kind', values: ['path'] }]);
    expect(filterKeys(['in', 'kind', 'other', 'path'])).toEqual([{ property: 'kind', values: ['other', 'path'] }]);
    expect(filterKeys(['all', ['has', 'is_tunnel'], ['!has', 'is_bridge'], ['==', 'kind', 'major_road']])).toEqual([{ property: 'is_tunnel' }, { property: 'kind', values: ['major_road'] }]);
  });

  it('states nothing where passing features may lack the property', () => {
    expect(filterKeys(undefined)).toEqual([]);
    expect(filterKeys(['any', ['==', 'kind', 'path'], ['==', 'kind', 'track']])).toEqual([]);
    expect(filterKeys(['!=', 'kind', 'path'])).toEqual([]);
    expect(filterKeys(['==', '$type', 'Polygon'])).toEqual([]);
    expect(filterKeys(['in', ['get', 'kind'], ['literal', ['path']]])).toEqual([]);
  });

  it('keys only what the style engine itself requires of a passing feature', () => {
    const filters = [
      ['==', 'kind', 'path'],
      ['==', ['get', 'kind'], 'path'],
      ['in', 'kind', 'track', 'path'],
      ['all', ['has', 'bridge'], ['==', 'kind', 1]],
    ];
    const features = [{ kind: 'path' }, { kind: 'track', bridge: true }, { kind: 1, bridge: false }, { kind: '1', bridge: true }, {}];
    for (const filter of filters) {
      const layer = compileLayer({ id: 'roads', type: 'line', filter }, 14);
      let passed = 0;
      for (const properties of features) {
        if (!layer.passes({ zoom: 14, properties, geometryType: 'LineString' })) continue;
        passed++;
        for (const { property, values } of filterKeys(filter)) {
          expect(property in properties).toBe(true);
          if (values) expect(values).toContain(properties[property as keyof typeof properties]);
        }
      }
      expect(passed).toBeGreaterThan(0);
    }
  });
});
