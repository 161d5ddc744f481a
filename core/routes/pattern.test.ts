import { describe, expect, it } from 'vitest';
import { compilePattern, fillPattern, matchPattern } from './pattern';

const match = (pattern: string, path: string) => matchPattern(compilePattern(pattern), path);

describe('path patterns', () => {
  it.each([
    ['/', '/', {}],
    ['/about', '/about', {}],
    ['/about', '/ABOUT', {}],
    ['/entries/{title}/{id}', '/entries/old-mill/e-42', { title: 'old-mill', id: 'e-42' }],
    ['/entries/{title}/{id}', '/entries/caf%C3%A9/e1', { title: 'café', id: 'e1' }],
    ['/things/{category?}/{uid?}', '/things', {}],
    ['/things/{category?}/{uid?}', '/things/hiking', { category: 'hiking' }],
    ['/things/{category?}/{uid?}', '/things/hiking/77', { category: 'hiking', uid: '77' }],
    ['/events.php*', '/events.php', {}],
    ['/events.php*', '/events.php/2019/list', {}],
    ['/regions*', '/regions/north', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(match(pattern, path)).toEqual(params);
  });

  it.each([
    ['/about', '/about/more'],
    ['/about', '/abouts'],
    ['/', '/about'],
    ['/entries/{title}/{id}', '/entries/only-title'],
    ['/entries/{title}/{id}', '/entries/a/b/c'],
    ['/places/{category}/{uid}', '/places'],
    ['/things/{category?}/{uid?}', '/things/a/b/c'],
    ['/about.php', '/aboutXphp'],
    ['/entries/{title}/{id}', '/entries/%E0%A4%A/x'],
  ])('%s does not match %s', (pattern, path) => {
    expect(match(pattern, path)).toBeNull();
  });

  it('fills params, encodes them, drops missing optional ones and refuses missing required ones', () => {
    expect(fillPattern('/entries/{title}/{id}', { title: 'a b', id: 'x/y' })).toBe('/entries/a%20b/x%2Fy');
    expect(fillPattern('/things/{category?}/{uid?}', { category: 'hiking' })).toBe('/things/hiking');
    expect(fillPattern('/things/{category?}/{uid?}', {})).toBe('/things');
    expect(fillPattern('/entries/{title}/{id}', { title: 'a' })).toBeUndefined();
    expect(fillPattern('/', {})).toBe('/');
  });
});
