import { describe, expect, it } from 'vitest';
import { categoryFilter } from './categories';

const item = (id: string, name: unknown) => ({ id, icon: 'icon.svg', image: 'image.svg', name });

describe('categoryFilter', () => {
  it('drops items lacking a non-empty id, icon, image or name, keeping the rest', () => {
    const json = JSON.stringify({ categories: [item('beach', 'Beaches'), item('', 'Nameless id'), { id: 'x', name: 'No icon', image: 'i' }, item('town', '  Towns  ')] });
    expect(categoryFilter(json, 'en', 'Category')).toEqual({ label: 'Category', options: [{ value: 'beach', label: 'Beaches' }, { value: 'town', label: 'Towns' }] });
  });

  it('labels per language, defaulting to the legend when the language has no text', () => {
    const json = JSON.stringify([item('beach', { en: 'Beaches', es: 'Playas' }), item('town', { en: 'Towns' })]);
    expect(categoryFilter(json, 'es', 'Categoría')?.options).toEqual([
      { value: 'beach', label: 'Playas' },
      { value: 'town', label: 'Categoría' },
    ]);
  });

  it('is null for missing, broken or empty configuration', () => {
    expect(categoryFilter(undefined, 'en', 'Category')).toBeNull();
    expect(categoryFilter('{broken', 'en', 'Category')).toBeNull();
    expect(categoryFilter('[]', 'en', 'Category')).toBeNull();
  });
});
