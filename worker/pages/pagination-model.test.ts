import { describe, expect, it } from 'vitest';
import { lastPage, paginationModel } from './pagination-model';

describe('pagination maths', () => {
  it('last page is ceil(total / limit), at least 1', () => {
    expect(lastPage(0, 30)).toBe(1);
    expect(lastPage(30, 30)).toBe(1);
    expect(lastPage(31, 30)).toBe(2);
    expect(lastPage(200, 45)).toBe(5);
  });

  it('a window of three buttons, centred where it can be', () => {
    expect(paginationModel(1, 200, 30).window).toEqual([1, 2, 3]);
    expect(paginationModel(4, 200, 30).window).toEqual([3, 4, 5]);
    expect(paginationModel(7, 200, 30).window).toEqual([5, 6, 7]);
    expect(paginationModel(1, 40, 30).window).toEqual([1, 2]);
    expect(paginationModel(1, 0, 30).window).toEqual([1]);
  });

  it('from - to of total', () => {
    expect(paginationModel(3, 200, 30)).toMatchObject({ from: 61, to: 90, total: 200, last: 7 });
    expect(paginationModel(7, 200, 30)).toMatchObject({ from: 181, to: 200 });
    expect(paginationModel(1, 0, 30)).toMatchObject({ from: 0, to: 0 });
  });
});
