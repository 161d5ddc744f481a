import { describe, expect, it } from 'vitest';
import { entryImage, fileCaption, mediaInLocale } from './image';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

const placeholder = '/images/default/placeholder.svg';

describe('entryImage', () => {
  it('uses the first image with its caption and CDN parameters', () => {
    const entry = makeEntry({
      elements: [{ id: 'images', type: 'file', data: [{ id: 'f1', url: 'http://cdn.elebase.io/p/a.jpg', type: 'image/jpeg', title: 'Falls', description: 'The falls', ip_attribution: 'Jo Doe' }] }],
    });
    expect(entryImage(entry, ids, { placeholder })).toEqual({
      url: 'https://cdn.elebase.io/p/a.jpg?q=75&rot=auto',
      srcset: [320, 640, 960, 1280, 1920].map((w) => `https://cdn.elebase.io/p/a.jpg?q=75&rot=auto&w=${w} ${w}w`).join(', '),
      alt: 'Falls',
      caption: 'The falls – Jo Doe',
      placeholder: false,
    });
  });

  it('skips non-image files, unsafe urls and malformed items', () => {
    const entry = makeEntry({
      elements: [
        {
          id: 'images',
          type: 'file',
          data: [{ id: 'pdf', url: 'https://x.example/a.pdf', type: 'application/pdf' }, { id: 'bad', url: 'javascript:alert(1)' }, { nope: true }, { id: 'ok', url: '/media/b.png' }],
        },
      ],
    });
    expect(entryImage(entry, ids, { placeholder })).toMatchObject({ url: '/media/b.png', alt: 'Sample entry', placeholder: false });
  });

  it('falls back to the placeholder', () => {
    expect(entryImage(makeEntry({}), ids, { placeholder })).toEqual({ url: placeholder, alt: '', placeholder: true });
  });
});

describe('fileCaption', () => {
  it('joins description and attribution with an en dash, or uses either alone', () => {
    expect(fileCaption({ description: 'A', ip_attribution: 'B' })).toBe('A – B');
    expect(fileCaption({ description: ' ', ip_attribution: 'B' })).toBe('B');
    expect(fileCaption({ caption: 'C' })).toBe('C');
    expect(fileCaption({})).toBeUndefined();
  });
});

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
