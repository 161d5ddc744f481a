import { describe, expect, it } from 'vitest';
import { searchAnswer } from './search-answer';

describe('search panel answer', () => {
  it('keeps titles with site paths, in order', () => {
    const results = [
      { title: 'Flamenco Beach', url: '/entries/flamenco-beach/place-flamenco-beach' },
      { title: 'Hidden Beach Trail', url: '/entries/hidden-beach-trail/trail-hidden-beach-trail', extra: 1 },
    ];
    expect(searchAnswer({ results })).toEqual(results);
  });

  it('drops entries that are not a title and a path on this site', () => {
    const body = { results: [null, 'x', { title: 1, url: '/a' }, { title: 'Off site', url: 'https://elsewhere.example/' }, { title: 'Protocol-relative', url: '//elsewhere.example/' }, { title: 'Script', url: 'javascript:alert(1)' }, { title: 'Kept', url: '/kept' }] };
    expect(searchAnswer(body)).toEqual([{ title: 'Kept', url: '/kept' }]);
  });

  it('reads an unreadable answer as no results', () => {
    for (const body of [null, undefined, 'results', {}, { results: 'none' }]) expect(searchAnswer(body)).toEqual([]);
  });
});
