import { latest } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { PROPERTY_SPECS } from '../../core/map/static/property-specs.ts';
import { propertySpecsModule } from './style-properties.mjs';

/** The data the generated module would hold for the installed package (its text before biome formats it). */
const generated = () => {
  const [, data = ''] = propertySpecsModule(latest).split(' = ');
  return JSON.parse(data.replace(/ as never;\s*$/, ''));
};

describe('the style properties the picture reads', () => {
  it('are those of the installed style specification (after an upgrade: node scripts/generate-tables.mjs)', () => {
    expect(PROPERTY_SPECS).toEqual(generated());
  });

  it('keep every paint and layout property of the drawn layer types, with what the engine parses by', () => {
    const sections = Object.keys(PROPERTY_SPECS);
    expect(sections.sort()).toEqual(['background', 'circle', 'fill', 'line', 'symbol'].flatMap((type) => [`layout_${type}`, `paint_${type}`]).sort());
    for (const section of sections) expect(Object.keys(PROPERTY_SPECS[section] ?? {})).toEqual(Object.keys(latest[section]));
    expect(PROPERTY_SPECS.layout_symbol?.['text-field']).toMatchObject({ type: 'formatted', tokens: true, 'property-type': 'data-driven', expression: { parameters: ['zoom', 'feature'] } });
    expect(PROPERTY_SPECS.layout_line?.['line-cap']).toEqual({
      type: 'enum',
      values: { butt: {}, round: {}, square: {} },
      default: 'butt',
      'property-type': 'data-driven',
      expression: { interpolated: false, parameters: ['zoom', 'feature'] },
    });
    expect(PROPERTY_SPECS.paint_line?.['line-dasharray']).toMatchObject({ type: 'array', value: 'number' });
    expect(Object.keys(PROPERTY_SPECS.paint_fill?.['fill-color'] ?? {}).sort()).toEqual(['default', 'expression', 'property-type', 'type']);
  });
});
