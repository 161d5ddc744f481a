import { describe, expect, it } from 'vitest';
import { filtersByText, firstDetailLink, otherLanguages, pageLinks } from './discover.mjs';

describe('firstDetailLink', () => {
  it('finds the first entry link, absolute or relative, including the Spanish alias', () => {
    expect(firstDetailLink('<a href="/about">a</a><a href="/entries/blue-lagoon/e12?x=1">b</a>')).toBe('/entries/blue-lagoon/e12');
    expect(firstDetailLink('<a href="https://islands.example.org/articulos/playa/e3">p</a>')).toBe('/articulos/playa/e3');
    expect(firstDetailLink('<a href="/entries">all</a>')).toBeUndefined();
  });
});

describe('otherLanguages', () => {
  it("lists the page's hreflang alternates in other languages, by path, without x-default or the page itself", () => {
    const head = [
      '<link rel="alternate" hrefLang="en" href="http://liechtenstein.localhost/entries/gaflei-trail/w999"/>',
      '<link rel="alternate" hrefLang="de" href="http://liechtenstein.localhost/eintraege/gaflei-trail/w999"/>',
      '<link rel="alternate" hrefLang="x-default" href="http://liechtenstein.localhost/entries/gaflei-trail/w999"/>',
      '<link rel="alternate" type="application/json+oembed" href="http://liechtenstein.localhost/oembed?url=x&amp;format=json"/>',
      '<link rel="stylesheet" hreflang="fr" href="/assets/site.css"/>',
    ].join('');
    expect(otherLanguages(head, '/entries/gaflei-trail/w999')).toEqual([{ locale: 'de', path: '/eintraege/gaflei-trail/w999' }]);
    expect(otherLanguages('<link href="https://islands.example.org/entries/a/e1?locale=es&amp;x=1" hreflang="es" rel="alternate">', '/entries/a/e1')).toEqual([
      { locale: 'es', path: '/entries/a/e1?locale=es&x=1' },
    ]);
    expect(otherLanguages('<link rel="canonical" href="/entries/a/e1"/>', '/entries/a/e1')).toEqual([]);
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
