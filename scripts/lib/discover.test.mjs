import { describe, expect, it } from 'vitest';
import { firstDetailLink } from './discover.mjs';

describe('firstDetailLink', () => {
  it('finds the first entry link, absolute or relative, including the Spanish alias', () => {
    expect(firstDetailLink('<a href="/about">a</a><a href="/entries/blue-lagoon/e12?x=1">b</a>')).toBe('/entries/blue-lagoon/e12');
    expect(firstDetailLink('<a href="https://islands.example.org/articulos/playa/e3">p</a>')).toBe('/articulos/playa/e3');
    expect(firstDetailLink('<a href="/entries">all</a>')).toBeUndefined();
  });
});
