import { describe, expect, it } from 'vitest';
import { filtersByText, pageLinks } from './bench-load.mjs';
import { totalOf } from './bench-scale.mjs';

describe('bench load step', () => {
  it('reads page links and the list total', () => {
    expect(pageLinks('<a href="/places">x</a><a href="/dist/a.js"></a><a href="/places">y</a><a href="/map?tab=1"></a><a href="/logo.svg"></a>')).toEqual(['/places']);
    expect(totalOf('<p>31 - 60 of <b>12,345</b> items</p>')).toBe(12345);
  });

  it("tells a list with its own text filter from a page with only the site's search box", () => {
    const siteSearch = '<form role="search" action="/search" method="get"><input type="search" name="text"/></form>';
    expect(filtersByText(`${siteSearch}<form class="filters" role="search" action="/stay" method="get"><input id="filters-text" type="search" name="text" value=""/></form>`)).toBe(true);
    expect(filtersByText(`${siteSearch}<form class="filters" action="/" method="get"><select name="order"></select></form><p>1 - 30 of 32 items</p>`)).toBe(false);
  });
});
