import { describe, expect, it } from 'vitest';
import { detailEntryModel } from './detail';
import { optionElementsToDefine } from './attribute-labels';
import { ctxFor, el, entry } from '../../../test/support/shape-fixtures';

const ctx = ctxFor('islands');
const spanish = ctxFor('islands', 'es');
const group = { groups: ['detail-attribute'] };

describe('attribute labels', () => {
  it("show option labels from the element's own option list, per locale", () => {
    const surface = el('surface', 'option', ['dirt', 'gravel'], {
      ...group,
      name: 'surface',
      options: [
        { id: 'dirt', text: { en: 'Packed dirt', es: 'Tierra compactada' } },
        { id: 'gravel', name: 'Gravel' },
      ],
    });
    const trail = entry('t', 'T', ['trail'], [surface]);
    expect(detailEntryModel(trail, ctx).attributes).toEqual([{ label: 'Surface', value: { __html: 'Packed dirt, Gravel' } }]);
    expect(detailEntryModel(trail, spanish).attributes[0]!.value.__html).toBe('Tierra compactada, Gravel');
  });

  it("fall back to the project's element definition, then to role strings, then to readable ids", () => {
    const trail = entry(
      't',
      'T',
      ['trail'],
      [
        el('surface', 'option', ['dirt'], { ...group, name: 'surface' }),
        el('status', 'option', ['closedTemporarily'], { ...group, name: 'status' }),
        el('pricing_indicator', 'option', ['moderatePrice'], { ...group, name: 'pricing_indicator' }),
      ],
    );
    expect(optionElementsToDefine(trail, ctx.config.ids)).toEqual(['surface', 'status', 'pricing_indicator']);
    const definitions = new Map([['surface', el('surface', 'option', null, { name: 'Trail surface', options: [{ id: 'dirt', text: { en: 'Dirt', es: 'Tierra' } }] })]]);
    expect(detailEntryModel(trail, spanish, { definitions }).attributes).toEqual([
      { label: 'Trail surface', value: { __html: 'Tierra' } },
      { label: 'Status', value: { __html: 'Cerrado temporalmente' } },
      { label: 'Pricing indicator', value: { __html: 'Moderate price' } },
    ]);
  });
});
