import { describe, expect, it } from 'vitest';
import type { Element } from '../../core/content-shapes';
import { categoryFilter } from './index-page';

const element: Element = {
  id: 'categories',
  type: 'option',
  enabled: true,
  groups: [],
  data: null,
  options: [
    { id: 'beaches', text: { en: 'Beaches', es: 'Playas' } },
    { id: 'museums', text: { en: 'Museums' } },
    { id: 'hotels', text: 'Hotels' },
  ],
};
const config = JSON.stringify({
  categories: [
    { id: 'place', icon: 'marker', image: '/i.svg', name: 'Places', categories: [{ id: 'beaches' }, 'museums'] },
    { id: 'lodging', icon: '', image: '/i.svg', name: 'Lodging (no icon: dropped)', categories: ['hotels'] },
  ],
});

describe('categoryFilter', () => {
  it('offers the sub-categories configured for the listed type, labelled per language', () => {
    expect(categoryFilter({ element, configJson: config, types: ['place'], locale: 'es', legend: 'Categoría' })).toEqual({
      label: 'Categoría',
      options: [
        { value: 'beaches', label: 'Playas' },
        { value: 'museums', label: 'Categoría' },
      ],
    });
  });

  it('offers every option when no valid configured category matches (invalid items are dropped)', () => {
    const filter = categoryFilter({ element, configJson: config, types: ['lodging'], locale: 'en', legend: 'Category' });
    expect(filter?.options.map((option) => option.value)).toEqual(['beaches', 'museums', 'hotels']);
  });

  it('is null without options', () => {
    expect(categoryFilter({ element: null, configJson: config, types: ['place'], locale: 'en', legend: 'Category' })).toBeNull();
  });
});
