import { describe, expect, it } from 'vitest';
import { mediaInLocale } from './media-locale';

const items = [
  { id: 'map', locale: null },
  { id: 'falls-en', locale: 'en' },
  { id: 'falls-es', locale: 'es' },
];

describe('mediaInLocale', () => {
  it("keeps the page language's items and those without a locale", () => {
    expect(mediaInLocale(items, 'es').map((i) => i.id)).toEqual(['map', 'falls-es']);
    expect(mediaInLocale(items, 'es-MX').map((i) => i.id)).toEqual(['map', 'falls-es']);
    expect(mediaInLocale(items, 'en').map((i) => i.id)).toEqual(['map', 'falls-en']);
  });

  it('falls back to the default language, then to every item', () => {
    expect(mediaInLocale(items, 'fr').map((i) => i.id)).toEqual(['map', 'falls-en']);
    expect(mediaInLocale([{ id: 'only-es', locale: 'es' }], 'en').map((i) => i.id)).toEqual(['only-es']);
  });
});
