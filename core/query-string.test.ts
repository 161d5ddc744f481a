import { describe, expect, it } from 'vitest';
import { withParams, withSearch } from './query-string';

describe('query strings', () => {
  it('adds only the params with a value, one pair per list item, and no ? when none', () => {
    expect(withParams('/places', { text: 'a b', category: ['x', 'y'], page: 2, order: undefined })).toBe('/places?text=a+b&category=x&category=y&page=2');
    expect(withParams('/places', { order: undefined, category: [] })).toBe('/places');
    expect(withParams('https://cdn.example/p/v1/entries', { phase: '1,4' })).toBe('https://cdn.example/p/v1/entries?phase=1%2C4');
  });

  it('appends a search string after any query the location has', () => {
    expect(withSearch('/lugares', '?page=2')).toBe('/lugares?page=2');
    expect(withSearch('/lugares?tab=map', 'page=2')).toBe('/lugares?tab=map&page=2');
    expect(withSearch('/lugares', '?')).toBe('/lugares');
    expect(withSearch('/lugares', '')).toBe('/lugares');
  });
});
