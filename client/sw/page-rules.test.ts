import { describe, expect, it } from 'vitest';
import { currentCounterpart, isKeepable, isPageRequest, offlineLocale, sitePrecache, siteLocalesOf } from './page-rules';

const origin = 'https://canal-trail.example';
const page = (headers: Record<string, string>, status = 200) => ({ status, headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }) });

describe('isPageRequest', () => {
  it("takes navigations and the enhancer's HTML fetches of this origin, never a post", () => {
    expect(isPageRequest({ method: 'GET', mode: 'navigate', url: `${origin}/trails`, headers: new Headers() }, origin)).toBe(true);
    expect(isPageRequest({ method: 'GET', mode: 'cors', url: `${origin}/trails`, headers: new Headers({ accept: 'text/html' }) }, origin)).toBe(true);
    expect(isPageRequest({ method: 'POST', mode: 'navigate', url: `${origin}/forms/newsletter`, headers: new Headers() }, origin)).toBe(false);
    expect(isPageRequest({ method: 'GET', mode: 'cors', url: `${origin}/search?text=x`, headers: new Headers({ accept: 'application/json' }) }, origin)).toBe(false);
    expect(isPageRequest({ method: 'GET', mode: 'cors', url: 'https://elsewhere.example/', headers: new Headers({ accept: 'text/html' }) }, origin)).toBe(false);
  });
});

describe('isKeepable', () => {
  it('keeps whole HTML pages within the size bound, never no-store (preview) answers or errors', () => {
    expect(isKeepable(page({ 'cache-control': 'public, max-age=0, s-maxage=3600' }), 1000)).toBe(true);
    expect(isKeepable(page({ 'cache-control': 'no-store' }), 1000)).toBe(false);
    expect(isKeepable(page({ 'cache-control': 'private, no-store' }), 1000)).toBe(false);
    expect(isKeepable(page({}, 503), 1000)).toBe(false);
    expect(isKeepable({ status: 200, headers: new Headers({ 'content-type': 'application/json' }) }, 10)).toBe(false);
    // 400 KB a page at most (docs/product/maps.md).
    expect(isKeepable(page({}), 400_000)).toBe(true);
    expect(isKeepable(page({}), 400_001)).toBe(false);
  });
});

describe('offlineLocale', () => {
  it("prefers the URL's language, then the last page's, then the site's default, among the site's languages", () => {
    expect(offlineLocale(`${origin}/lugares?locale=es`, 'en', ['en', 'es'])).toBe('es');
    expect(offlineLocale(`${origin}/lugares`, 'es', ['en', 'es'])).toBe('es');
    expect(offlineLocale(`${origin}/places?locale=fr`, null, ['en', 'es'])).toBe('en');
    expect(offlineLocale(`${origin}/orte?locale=de`, 'es', ['de', 'en'])).toBe('de');
    // A language the site does not speak has no precached offline page there.
    expect(offlineLocale(`${origin}/lugares?locale=es`, 'es', ['de', 'en'])).toBe('de');
  });
});

describe('a site precaching its own languages', () => {
  const build = [{ url: '/assets/main-AAAAAAAA.js' }, ...['en', 'es', 'de'].flatMap((locale) => [{ url: `/offline?locale=${locale}` }, { url: `/saved?locale=${locale}` }])];

  it("keeps the build's files and the offline pages of the site's languages only", () => {
    expect(sitePrecache(build, ['en', 'de']).map((entry) => entry.url)).toEqual(['/assets/main-AAAAAAAA.js', '/offline?locale=en', '/saved?locale=en', '/offline?locale=de', '/saved?locale=de']);
    expect(sitePrecache(build, ['en'])).toHaveLength(3);
  });

  it("reads the site's languages the worker wrote, every language when the script has none", () => {
    expect(siteLocalesOf(['de', 'en'])).toEqual(['de', 'en']);
    expect(siteLocalesOf(['en', 'xx'])).toEqual(['en']);
    expect(siteLocalesOf(undefined)).toEqual(['en', 'es', 'de']);
  });
});

describe('currentCounterpart', () => {
  const current = ['/assets/main-NEWHASH1.js', '/styles/site-NEWHASH2.css', '/assets/form-NEWHASH3.js'];
  it("stands the current build's file of the same entry in for an old build's", () => {
    expect(currentCounterpart('/styles/site-OLDHASH2.css', current)).toBe('/styles/site-NEWHASH2.css');
    expect(currentCounterpart('/assets/main-OLDHASH1.js', current)).toBe('/assets/main-NEWHASH1.js');
    expect(currentCounterpart('/assets/chunk-OLDHASH9.js', current)).toBeUndefined();
    expect(currentCounterpart('/images/canal-trail/logo.svg', current)).toBeUndefined();
  });
});
