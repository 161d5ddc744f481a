import { describe, expect, it } from 'vitest';
import { lastPage, paginate } from './paginate';

describe('lastPage', () => {
  it('is max(1, ceil(total / limit))', () => {
    expect(lastPage(0, 30)).toBe(1);
    expect(lastPage(30, 30)).toBe(1);
    expect(lastPage(31, 30)).toBe(2);
    expect(lastPage(95, 45)).toBe(3);
  });
});

describe('page window', () => {
  /** The buttons of `page` among `last` full pages of 30. */
  const windowOf = (page: number, last: number) => paginate({ page, total: last * 30, limit: 30 }).window;

  it('holds three buttons around the current page, shifted at the edges', () => {
    expect(windowOf(1, 10)).toEqual([1, 2, 3]);
    expect(windowOf(5, 10)).toEqual([4, 5, 6]);
    expect(windowOf(10, 10)).toEqual([8, 9, 10]);
    expect(windowOf(2, 2)).toEqual([1, 2]);
    expect(windowOf(1, 1)).toEqual([1]);
  });
});

describe('paginate', () => {
  it('computes buttons and the item range of a middle page', () => {
    expect(paginate({ page: 2, total: 75, limit: 30 })).toEqual({
      page: 2,
      last: 3,
      window: [1, 2, 3],
      first: 1,
      previous: 1,
      next: 3,
      lastTarget: 3,
      from: 31,
      to: 60,
      total: 75,
    });
  });

  it('disables first/previous on page 1 and next/last on the last page', () => {
    expect(paginate({ page: 1, total: 75, limit: 30 })).toMatchObject({ first: null, previous: null, next: 2, lastTarget: 3 });
    expect(paginate({ page: 3, total: 75, limit: 30 })).toMatchObject({ first: 1, previous: 2, next: null, lastTarget: null, from: 61, to: 75 });
  });

  it('has an empty range with no items', () => {
    expect(paginate({ page: 1, total: 0, limit: 30 })).toMatchObject({ last: 1, from: 0, to: 0, window: [1] });
  });

  it('clamps garbage and out-of-range pages from the query string', () => {
    expect(paginate({ page: '99', total: 75, limit: 30 }).page).toBe(3);
    expect(paginate({ page: 'abc', total: 75, limit: 30 }).page).toBe(1);
    expect(paginate({ page: -2, total: 150, limit: 30 }).page).toBe(1);
    expect(paginate({ page: '2.5', total: 150, limit: 30 }).page).toBe(1);
  });
});
