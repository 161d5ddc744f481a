import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { canonicalOrigin, headProps, type HeadInput } from './head-model';

const islands = loadSiteConfig('islands');
const canal = loadSiteConfig('canal-trail');

function input(overrides: Partial<HeadInput> = {}): HeadInput {
  return {
    site: { stage: 'production', config: islands },
    url: new URL('http://islands.localhost:8787/places?page=2&utm_source=x'),
    locale: 'en',
    meta: {},
    preview: false,
    stylesheets: ['/styles/site.css'],
    scripts: ['/assets/main.js'],
    routed: true,
    ...overrides,
  };
}

describe('head', () => {
  it('names the production or staging host in canonical URLs, and the request host in development', () => {
    const url = new URL('http://islands.localhost:8787/x');
    expect(canonicalOrigin({ stage: 'production', config: islands }, url)).toBe(`https://${islands.hosts.production}`);
    expect(canonicalOrigin({ stage: 'staging', config: islands }, url)).toBe(`https://${islands.hosts.staging}`);
    expect(canonicalOrigin({ stage: 'development', config: islands }, url)).toBe('http://islands.localhost:8787');
  });

  it('keeps only content-selecting parameters in the canonical URL', () => {
    expect(headProps(input()).canonical).toBe(`https://${islands.hosts.production}/places?page=2`);
    expect(headProps(input({ meta: { canonicalPath: '/entries/beach/1' } })).canonical).toBe(`https://${islands.hosts.production}/entries/beach/1?page=2`);
  });

  it("titles pages '<page> · <site name>' and falls back to the site description", () => {
    const head = headProps(input({ meta: { title: 'Places' } }));
    expect(head.title).toBe('Places · Island Guide');
    expect(head.description).toBe(islands.description);
    expect(headProps(input()).title).toBe('Island Guide');
  });

  it("shares the page's own PNG card, 1200x630, at its canonical path with an alt text in its language", () => {
    const origin = `https://${islands.hosts.production}`;
    const head = headProps(input({ meta: { title: 'Places', canonicalPath: '/entries/beach/1' } }));
    expect(head.card).toEqual({ url: `${origin}/entries/beach/1/card.png`, width: 1200, height: 630, alt: 'Share card of “Places · Island Guide”: its title, the site’s logo and a picture' });
    expect(headProps(input({ url: new URL('http://islands.localhost:8787/') })).card.url).toBe(`${origin}/card.png`);
  });

  it('names the language on the card URL only where the path does not', () => {
    const origin = `https://${islands.hosts.production}`;
    const spanishQuery = headProps(input({ locale: 'es', url: new URL('http://islands.localhost/places?locale=es') }));
    expect(spanishQuery.card.url).toBe(`${origin}/places/card.png?locale=es`);
    expect(spanishQuery.card.alt).toMatch(/^Tarjeta de «/);
    const alias = headProps(input({ locale: 'es', routeLocale: 'es', url: new URL('http://islands.localhost/lugares') }));
    expect(alias.card.url).toBe(`${origin}/lugares/card.png`);
  });

  it('shows the home page card on a page without a route of its own', () => {
    const head = headProps(input({ routed: false, url: new URL('http://islands.localhost/search?text=beach') }));
    expect(head.card.url).toBe(`https://${islands.hosts.production}/card.png`);
  });

  it('lists an alternate per language the site speaks and x-default (the default language), on bilingual sites only', () => {
    const head = headProps(
      input({
        localePaths: [
          { locale: 'en', path: '/places' },
          { locale: 'es', path: '/lugares' },
        ],
      }),
    );
    const origin = `https://${islands.hosts.production}`;
    expect(head.alternates).toEqual([
      { hrefLang: 'en', href: `${origin}/places?page=2` },
      { hrefLang: 'es', href: `${origin}/lugares?page=2` },
      { hrefLang: 'x-default', href: `${origin}/places?page=2` },
    ]);
    const canalHead = headProps(
      input({
        site: { stage: 'production', config: canal },
        url: new URL('http://canal-trail.localhost/'),
        localePaths: [
          { locale: 'en', path: '/' },
          { locale: 'es', path: '/?locale=es' },
        ],
      }),
    );
    expect(canalHead.alternates).toEqual([]);
  });

  it('gives a Spanish alias page and a ?locale=es page their own canonical URL', () => {
    const origin = `https://${islands.hosts.production}`;
    expect(headProps(input({ url: new URL('http://x/sobre'), routeLocale: 'es', locale: 'es' })).canonical).toBe(`${origin}/sobre`);
    expect(headProps(input({ url: new URL('http://x/entries/a/1?locale=es'), locale: 'es' })).canonical).toBe(`${origin}/entries/a/1?locale=es`);
    expect(headProps(input({ url: new URL('http://x/entries/a/1?locale=en') })).canonical).toBe(`${origin}/entries/a/1`);
  });

  it('marks preview pages noindex', () => {
    expect(headProps(input()).noindex).toBe(false);
    expect(headProps(input({ preview: true })).noindex).toBe(true);
  });
});
