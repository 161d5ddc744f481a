import { describe, expect, it } from 'vitest';
import { filtersByText, firstDetailLink, pageLinks } from './discover.mjs';

describe('firstDetailLink', () => {
  it('finds the first entry link, absolute or relative, including the Spanish alias', () => {
    expect(firstDetailLink('<a href="/about">a</a><a href="/entries/blue-lagoon/e12?x=1">b</a>')).toBe('/entries/blue-lagoon/e12');
    expect(firstDetailLink('<a href="https://islands.example.org/articulos/playa/e3">p</a>')).toBe('/articulos/playa/e3');
    expect(firstDetailLink('<a href="/entries">all</a>')).toBeUndefined();
  });
});

describe('pageLinks', () => {
  it('lists same-site page links once, without assets, media, queries or file extensions', () => {
    expect(pageLinks('<a href="/places">x</a><a href="/dist/a.js"></a><a href="/places">y</a><a href="/map?tab=1"></a><a href="/logo.svg"></a>')).toEqual(['/places']);
  });
});

describe('filtersByText', () => {
  it("tells a list with its own text filter from a page with only the site's search box", () => {
    const siteSearch = '<form role="search" action="/search" method="get"><input type="search" name="text"/></form>';
    expect(filtersByText(`${siteSearch}<form class="filters" role="search" action="/stay" method="get"><input id="filters-text" type="search" name="text" value=""/></form>`)).toBe(true);
    expect(filtersByText(`${siteSearch}<form class="filters" action="/" method="get"><select name="order"></select></form><p>1 - 30 of 32 items</p>`)).toBe(false);
  });
});
