import { describe, expect, it } from 'vitest';
import { parseCategoryConfig } from './config';
import { categoryLabels } from './labels';

const valid = { id: 'beaches', icon: 'beach', image: '/images/beach.jpg', name: 'Beaches' };

describe('parseCategoryConfig', () => {
  it('reads a JSON list, trimming values and reading sub-category ids as strings or {id}', () => {
    const json = JSON.stringify([{ ...valid, name: '  Beaches ', categories: ['coves', { id: 'reefs' }, { nope: 1 }, ''] }]);
    expect(parseCategoryConfig(json)).toEqual([{ id: 'beaches', icon: 'beach', image: '/images/beach.jpg', name: 'Beaches', categories: ['coves', 'reefs'] }]);
  });

  it('accepts {categories: [...]} and already parsed values', () => {
    expect(parseCategoryConfig({ categories: [valid] })).toHaveLength(1);
  });

  it.each(['id', 'icon', 'image', 'name'] as const)('drops items whose %s is missing or blank', (field) => {
    expect(
      parseCategoryConfig([
        { ...valid, [field]: '   ' },
        { ...valid, id: 'keep' },
      ]).map((category) => category.id),
    ).toEqual(['keep']);
    const { [field]: _removed, ...without } = valid;
    expect(parseCategoryConfig([without])).toEqual([]);
  });

  it('is empty for invalid JSON or shapes', () => {
    expect(parseCategoryConfig('{nope')).toEqual([]);
    expect(parseCategoryConfig('"text"')).toEqual([]);
    expect(parseCategoryConfig(undefined)).toEqual([]);
  });
});

describe('categoryLabels', () => {
  const items = [{ id: 'beaches', text: '  Beaches  ' }, { id: 'towns', text: { en: 'Towns', es: 'Pueblos' } }, { id: 'parks', text: { en: 'Parks', es: '  ' } }, { id: 'none' }, { text: 'No id' }];

  it('picks the language text, trimmed', () => {
    expect(categoryLabels(items, 'es').slice(0, 2)).toEqual([
      { id: 'beaches', text: 'Beaches' },
      { id: 'towns', text: 'Pueblos' },
    ]);
  });

  it("defaults to 'Category' when the language text is empty or missing, and drops items without id", () => {
    expect(categoryLabels(items, 'es').slice(2)).toEqual([
      { id: 'parks', text: 'Category' },
      { id: 'none', text: 'Category' },
    ]);
  });

  it("uses the caller's fallback (an index filter's legend) in place of 'Category'", () => {
    expect(categoryLabels(items, 'es', 'Categoría').slice(2)).toEqual([
      { id: 'parks', text: 'Categoría' },
      { id: 'none', text: 'Categoría' },
    ]);
  });

  it('is empty for a non-list', () => {
    expect(categoryLabels({ id: 'x' }, 'en')).toEqual([]);
  });
});
