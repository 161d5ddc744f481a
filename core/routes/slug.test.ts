import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['snake_case_title', 'snake-case-title'],
    ['Lakes/Rivers', 'lakes-rivers'],
    ['  Trim  me  ', 'trim-me'],
    ['Café Olé', 'cafe-ole'],
    ["Joe's Bar & Grill!", 'joe-s-bar-grill'],
    ['Mile 3.5 -- Lock 32', 'mile-3-5-lock-32'],
    ['Über_Straße', 'uber-stra-e'],
    ['already-a-slug', 'already-a-slug'],
    ['漢字', 'entry'],
    ['', 'entry'],
    [null, 'entry'],
    [undefined, 'entry'],
  ])('%j -> %s', (title, expected) => {
    expect(slug(title)).toBe(expected);
  });
});
