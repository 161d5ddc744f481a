import { describe, expect, it } from 'vitest';
import { embedPathOf, firstDetailLink, tabLinks } from './discover.mjs';

describe('tabLinks', () => {
  it('keeps tab links of the given path only, decoded, deduplicated and sorted', () => {
    const html = `<a href="/places?tab=map">m</a><a href="/places?order=title&amp;tab=grid">g</a>
      <a href="/places?tab=map">again</a><a href="/events?tab=grid">other</a><a href="/places">plain</a>`;
    expect(tabLinks(html, '/places')).toEqual(['/places?order=title&tab=grid', '/places?tab=map']);
  });
});

describe('firstDetailLink', () => {
  it('finds the first entry link, absolute or relative, including the Spanish alias', () => {
    expect(firstDetailLink('<a href="/about">a</a><a href="/entries/blue-lagoon/e12?x=1">b</a>')).toBe('/entries/blue-lagoon/e12');
    expect(firstDetailLink('<a href="https://islands.example.org/articulos/playa/e3">p</a>')).toBe('/articulos/playa/e3');
    expect(firstDetailLink('<a href="/entries">all</a>')).toBeUndefined();
  });
});

describe('embedPathOf', () => {
  it('maps a detail path onto the embed route of the same entry', () => {
    expect(embedPathOf('/entries/blue-lagoon/e12')).toBe('/embeds/blue-lagoon/e12');
  });
});
