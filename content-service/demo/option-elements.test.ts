import { walkingCategories } from '../osm/categories';
import { describe, expect, it } from 'vitest';
import { foodSystemCategories, tourismCategories } from './categories';
import { categoriesElements, optionDefinitions, optionElement } from './option-elements';

describe('demo option elements', () => {
  it('carries the whole list with the chosen options, texts per locale only on bilingual sites', () => {
    const english = optionElement({ bilingual: false }, 'route_type', ['outAndBack'], ['detail-attribute']);
    expect(english).toMatchObject({ name: { en: 'Route type', es: 'Tipo de ruta' }, groups: ['detail-attribute'], data: ['outAndBack'] });
    expect(english.options?.map((o) => [o.id, o.text])).toEqual([
      ['loop', 'Loop'],
      ['outAndBack', 'Out and back'],
      ['pointToPoint', 'Point to point'],
    ]);
    const bilingual = optionElement({ bilingual: true }, 'route_type', ['loop']);
    expect(bilingual.options?.[0]).toEqual({ id: 'loop', name: 'Loop', text: { en: 'Loop', es: 'Circular' } });
  });

  it('refuses an option its list lacks and an element without a list', () => {
    expect(() => optionElement({ bilingual: false }, 'surface', ['lava'])).toThrow(/"lava"/);
    expect(() => optionElement({ bilingual: false }, 'mood', ['calm'])).toThrow(/"mood"/);
  });

  const tourism = { bilingual: false, categories: tourismCategories, random: () => 0 };

  it("gives an entry's categories its kind's part of the list, refusing another kind's category", () => {
    const [trail] = categoriesElements(tourism, 'trail', ['bike-paths']);
    expect(trail!.options?.map((o) => o.id)).toEqual(['day-hikes', 'bike-paths', 'accessible']);
    expect(() => categoriesElements(tourism, 'trail', ['hotels'])).toThrow(/"hotels"/);
  });

  it("gives no categories to a kind the site's own categories leave out", () => {
    const food = { ...tourism, categories: foodSystemCategories };
    expect(categoriesElements(food, 'trail')).toEqual([]);
    expect(categoriesElements(food, 'food')[0]!.data).toEqual(['production']);
  });

  it("defines every option element the entries use, the categories with the site's own", () => {
    const definitions = optionDefinitions(false, tourismCategories);
    expect(definitions.map((d) => d.id)).toEqual(expect.arrayContaining(['categories', 'attributes', 'difficulty', 'status', 'route_type', 'surface', 'pricing_indicator', 'features']));
    expect(definitions.find((d) => d.id === 'categories')!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['beaches', 'hotels', 'day-hikes']));
    const food = optionDefinitions(false, foodSystemCategories)
      .find((d) => d.id === 'categories')!
      .options.map((o) => o.id);
    expect(food).toContain('distribution');
    expect(food).not.toContain('beaches');
  });

  it("labels a taxonomy's categories in every language it is written in, where the site's texts are per language", () => {
    const [walks] = categoriesElements({ bilingual: true, categories: walkingCategories, random: () => 0 }, 'trail', ['walks']);
    expect(walks!.options?.find((o) => o.id === 'mountain-trails')?.text).toEqual({ en: 'Mountain trails', de: 'Bergwege' });
    const [plain] = categoriesElements({ bilingual: false, categories: walkingCategories, random: () => 0 }, 'trail', ['walks']);
    expect(plain!.options?.[0]?.text).toBe('Walks');
    const huts = optionDefinitions(false, walkingCategories, true)
      .find((d) => d.id === 'categories')!
      .options.find((o) => o.id === 'huts');
    expect(huts?.text).toEqual({ en: 'Mountain huts', de: 'Berghütten' });
  });
});
