import { describe, expect, it } from 'vitest';
import { matchPath, pathFor } from './match';
import type { Route, RouteTable } from './types';

const route = (name: string, path: string, extra: Partial<Route> = {}): Route => ({
  name,
  path,
  view: 'detail',
  meta: { sitemap: true },
  ...extra,
});

const table: RouteTable = {
  siteId: 'fixture',
  routes: [
    route('entries', '/entries', { view: 'index' }),
    route('entry', '/entries/{title}/{id}'),
    route('entry', '/articulos/{title}/{id}', { alias: true, locale: 'es' }),
    route('about', '/about'),
    route('about', '/sobre', { alias: true, locale: 'es' }),
    route('guide', '/guide'),
    route('home', '/', { view: 'home' }),
  ],
  redirects: [
    { from: '/old-about', target: { route: 'about' }, status: 302 },
    { from: '/blog/{title}/{id}', target: { route: 'entry' }, status: 301 },
    { from: '/art', target: { location: '/entries/art-trail/art-1' }, status: 301 },
    { from: '/legacy/{id}', target: { location: '/entries/legacy/{id}' }, status: 301 },
    { from: '/guide', target: { route: 'about' }, status: 301 },
    { from: '/loop', target: { location: '/loop' }, status: 301 },
    { from: '/nowhere', target: { route: 'missing' }, status: 301 },
  ],
};

describe('matchPath', () => {
  it('matches literal and parameterised routes with decoded params', () => {
    expect(matchPath(table, '/')).toMatchObject({ kind: 'route', route: { name: 'home' }, params: {} });
    expect(matchPath(table, '/entries')).toMatchObject({ kind: 'route', route: { name: 'entries' } });
    const entry = matchPath(table, '/entries/old-mill/e1');
    expect(entry).toMatchObject({ kind: 'route', route: { name: 'entry', path: '/entries/{title}/{id}' }, params: { title: 'old-mill', id: 'e1' } });
  });

  it('matches aliases as their route, with the alias locale', () => {
    expect(matchPath(table, '/sobre')).toMatchObject({ kind: 'route', route: { name: 'about', locale: 'es', alias: true } });
    expect(matchPath(table, '/articulos/molino/e1')).toMatchObject({ route: { name: 'entry', locale: 'es' }, params: { id: 'e1' } });
  });

  it('prefers a route over a redirect of the same path', () => {
    expect(matchPath(table, '/guide')).toMatchObject({ kind: 'route', route: { name: 'guide' } });
  });

  it('redirects to a route path, a literal location, or a location filled from the match', () => {
    expect(matchPath(table, '/old-about')).toEqual({ kind: 'redirect', location: '/about', status: 302 });
    expect(matchPath(table, '/blog/my-post/e9')).toEqual({ kind: 'redirect', location: '/entries/my-post/e9', status: 301 });
    expect(matchPath(table, '/art')).toEqual({ kind: 'redirect', location: '/entries/art-trail/art-1', status: 301 });
    expect(matchPath(table, '/legacy/77')).toEqual({ kind: 'redirect', location: '/entries/legacy/77', status: 301 });
  });

  it('never redirects a path to itself or to a route the table lacks', () => {
    expect(matchPath(table, '/loop')).toBeNull();
    expect(matchPath(table, '/nowhere')).toBeNull();
    expect(matchPath(table, '/unknown')).toBeNull();
  });

  it('redirects a trailing slash to the bare path when that leads somewhere', () => {
    expect(matchPath(table, '/about/')).toEqual({ kind: 'redirect', location: '/about', status: 301 });
    expect(matchPath(table, '/old-about/')).toEqual({ kind: 'redirect', location: '/about', status: 302 });
    expect(matchPath(table, '/unknown/')).toBeNull();
  });
});

describe('pathFor', () => {
  it('gives the primary path, filled', () => {
    expect(pathFor(table, 'about')).toBe('/about');
    expect(pathFor(table, 'entry', { title: 'old-mill', id: 'e1' })).toBe('/entries/old-mill/e1');
  });

  it('prefers an alias of the requested locale and falls back to the primary path', () => {
    expect(pathFor(table, 'about', {}, { locale: 'es' })).toBe('/sobre');
    expect(pathFor(table, 'entries', {}, { locale: 'es' })).toBe('/entries');
  });

  it('is undefined for an unknown route or a missing param', () => {
    expect(pathFor(table, 'missing')).toBeUndefined();
    expect(pathFor(table, 'entry', { title: 'x' })).toBeUndefined();
  });
});

/** A table whose one route has the path `pattern`. */
const patternTable = (pattern: string): RouteTable => ({ siteId: 'fixture', routes: [route('r', pattern)], redirects: [] });
/** The params a path matches the pattern with, else null. */
const match = (pattern: string, path: string) => {
  const found = matchPath(patternTable(pattern), path);
  return found?.kind === 'route' ? found.params : null;
};
const fill = (pattern: string, params: Record<string, string>) => pathFor(patternTable(pattern), 'r', params);

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
    expect(fill('/entries/{title}/{id}', { title: 'a b', id: 'x/y' })).toBe('/entries/a%20b/x%2Fy');
    expect(fill('/things/{category?}/{uid?}', { category: 'hiking' })).toBe('/things/hiking');
    expect(fill('/things/{category?}/{uid?}', {})).toBe('/things');
    expect(fill('/entries/{title}/{id}', { title: 'a' })).toBeUndefined();
    expect(fill('/', {})).toBe('/');
  });
});
