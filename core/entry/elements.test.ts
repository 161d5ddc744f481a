import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../deep-freeze';
import { elementsInGroup, findElement } from './elements';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';
import { entryText } from './text';

describe('findElement', () => {
  it('finds an enabled, non-empty element', () => {
    const entry = makeEntry({ elements: [{ id: 'hours', type: 'text', data: '9-5' }] });
    expect(findElement(entry, 'hours')?.data).toBe('9-5');
  });

  it('skips disabled elements', () => {
    const entry = makeEntry({ elements: [{ id: 'hours', type: 'text', enabled: false, data: '9-5' }] });
    expect(findElement(entry, 'hours')).toBeUndefined();
  });

  it.each([null, [], '', '   ', { en: '', es: ' ' }])('skips empty data %j', (data) => {
    const entry = makeEntry({ elements: [{ id: 'hours', type: 'text', data }] });
    expect(findElement(entry, 'hours')).toBeUndefined();
  });

  it('never matches a blank id (an element the site does not use)', () => {
    const entry = makeEntry({ elements: [{ id: '', type: 'text', data: 'x' }] });
    expect(findElement(entry, '')).toBeUndefined();
  });

  it('takes the first element with the id, and none when that one is disabled or empty', () => {
    const elements = [
      { id: 'hours', type: 'text' as const, data: '9-5' },
      { id: 'hours', type: 'text' as const, data: 'later duplicate' },
      { id: 'off', type: 'text' as const, enabled: false, data: 'x' },
      { id: 'blank', type: 'text' as const, data: ' ' },
      { id: 'first-empty', type: 'text' as const, data: '' },
      { id: 'first-empty', type: 'text' as const, data: 'second' },
    ];
    const entry = deepFreeze(makeEntry({ elements }));
    expect(findElement(entry, 'hours')?.data).toBe('9-5');
    for (const id of ['off', 'blank', 'first-empty', 'none', '']) expect(findElement(entry, id), id).toBeUndefined();
  });

  it('keeps false and zero, which are values, not emptiness', () => {
    const entry = makeEntry({
      elements: [
        { id: 'nearby', type: 'boolean', data: false },
        { id: 'length', type: 'number', data: 0 },
      ],
    });
    expect(findElement(entry, 'nearby')?.data).toBe(false);
    expect(findElement(entry, 'length')?.data).toBe(0);
  });
});

describe('elementsInGroup', () => {
  it('lists enabled non-empty members of a group', () => {
    const entry = makeEntry({
      elements: [
        { id: 'a', type: 'text' as const, groups: ['detail-attribute'], data: 'x' },
        { id: 'b', type: 'text' as const, groups: ['detail-attribute'], data: '' },
        { id: 'c', type: 'text' as const, groups: ['detail-attribute'], enabled: false, data: 'y' },
        { id: 'd', type: 'text' as const, groups: ['other'], data: 'z' },
      ],
    });
    expect(elementsInGroup(entry, 'detail-attribute').map((element) => element.id)).toEqual(['a']);
  });
});

describe('entryText', () => {
  const entry = makeEntry({
    elements: [
      { id: 'description', type: 'text' as const, preferences: { iana_type: 'text/markdown' }, data: { en: 'Hello', es: 'Hola' } },
      { id: 'intro', type: 'text' as const, data: { en: 'Only English', es: '' } },
    ],
  });

  it('picks the locale and keeps the text type', () => {
    expect(entryText(entry, ids, 'description', 'es')).toEqual({ value: 'Hola', type: 'text/markdown' });
  });

  it('falls back to English when the translation is empty, defaulting to plain text', () => {
    expect(entryText(entry, ids, 'intro', 'es')).toEqual({ value: 'Only English', type: 'text/plain' });
  });

  it('is undefined for a missing element', () => {
    expect(entryText(entry, ids, 'hours', 'en')).toBeUndefined();
  });
});
