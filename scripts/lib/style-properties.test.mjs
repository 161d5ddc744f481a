import { latest } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { PROPERTY_SPECS } from '../../core/map/static/property-specs.ts';
import { PICTURE_LAYER_TYPES, pickPropertySpecs } from './style-properties.mjs';

describe('the style properties the picture reads', () => {
  it('are the reference of the installed style specification (after an upgrade: node scripts/generate-tables.mjs)', () => {
    expect(PROPERTY_SPECS).toEqual(pickPropertySpecs(latest));
  });

  it('keep every paint and layout property of the drawn layer types, with what the engine parses by', () => {
    for (const type of PICTURE_LAYER_TYPES) {
      expect(Object.keys(PROPERTY_SPECS[`paint_${type}`])).toEqual(Object.keys(latest[`paint_${type}`]));
      expect(Object.keys(PROPERTY_SPECS[`layout_${type}`])).toEqual(Object.keys(latest[`layout_${type}`]));
    }
    expect(PROPERTY_SPECS.layout_symbol['text-field']).toMatchObject({ type: 'formatted', tokens: true, 'property-type': 'data-driven', expression: { parameters: ['zoom', 'feature'] } });
    expect(PROPERTY_SPECS.layout_line['line-cap']).toEqual({
      type: 'enum',
      values: { butt: {}, round: {}, square: {} },
      default: 'butt',
      'property-type': 'data-driven',
      expression: { interpolated: false, parameters: ['zoom', 'feature'] },
    });
    expect(PROPERTY_SPECS.paint_line['line-dasharray']).toMatchObject({ type: 'array', value: 'number' });
    expect(PROPERTY_SPECS.paint_fill).not.toHaveProperty('fill-extrusion-height');
    expect(PROPERTY_SPECS).not.toHaveProperty('paint_raster');
  });
});
