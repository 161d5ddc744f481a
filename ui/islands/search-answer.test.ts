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

  it('drops entries that are not a title and a path on this site or an http(s) link', () => {
    const body = {
      results: [
        null,
        'x',
        { title: 1, url: '/a' },
        { title: 'Protocol-relative', url: '//elsewhere.example/' },
        { title: 'Script', url: 'javascript:alert(1)' },
        { title: 'Data', url: 'data:text/html,x' },
        { title: 'Kept', url: '/kept' },
        { title: 'Provider link', url: 'https://guide.example/page' },
      ],
    };
    expect(searchAnswer(body)).toEqual([
      { title: 'Kept', url: '/kept' },
      { title: 'Provider link', url: 'https://guide.example/page' },
    ]);
  });

  it('reads an unreadable answer as no results', () => {
    for (const body of [null, undefined, 'results', {}, { results: 'none' }]) expect(searchAnswer(body)).toEqual([]);
  });
});
