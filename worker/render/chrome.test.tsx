import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable, matchPath } from '../../core/routes';
import type { Locale } from '../../core/i18n/locales';
import { loadSiteConfig, siteIds } from '../../sites';
import { Document } from '../../ui/document/Document';
import { Layout } from '../../ui/layout/Layout';
import { siteZone } from '../../test/support/worker-fetch';
import { chromeFor, shellAround } from './chrome';
import { headProps } from './head-model';
import { layoutModel, siteChrome } from './layout-data';

const YEAR = 2026;

/** Every page of a site the chrome can mark differently: home, each menu link's page, a page no menu names. */
function pathsOf(site: ReturnType<typeof sites>[number], locale: Locale): string[] {
  const { menus } = siteChrome(site.config, site.table, locale);
  return ['/', '/entries/nowhere/nothing', ...[...menus.primary, ...menus.secondary, ...menus.bottom].map((item) => item.link.href).filter((href) => href.startsWith('/'))];
}

// Each call gives fresh copies of the configurations: the chrome is kept per configuration object, so
// these renders neither reuse nor warm what the worker keeps for the pages further down.
function sites() {
  return siteIds.map((id) => {
    const config = { ...loadSiteConfig(id) };
    return { id, config, table: buildRouteTable(config) };
  });
}

describe('the chrome rendered apart', () => {
  it('gives every site, language and marked page the document one render of head and chrome together gives', () => {
    let compared = 0;
    let preloads = 0;
    for (const site of sites()) {
      for (const { id: locale } of site.config.locales) {
        for (const path of pathsOf(site, locale)) {
          const url = new URL(`http://${site.id}.test${path}`);
          const match = matchPath(site.table, path);
          const routeName = match?.kind === 'route' ? match.route.name : undefined;
          const head = headProps({
            site: { stage: 'development', config: site.config },
            url,
            locale,
            meta: { title: 'A page', description: 'About it' },
            preview: false,
            stylesheets: ['/assets/site.css'],
            scripts: ['/assets/start.js'],
            analyticsId: 'G-TEST',
            routed: routeName !== undefined,
          });
          const marker = 'tg-slot-test';
          const once = `<!DOCTYPE html>${renderToString(
            <Document head={head}>
              <Layout model={layoutModel(siteChrome(site.config, site.table, locale), path, routeName, YEAR)} notices={marker}>
                {marker}
              </Layout>
            </Document>,
          )}`.split(marker);
          const [start = '', end = ''] = `<!DOCTYPE html>${renderToString(<Document head={head}>{marker}</Document>)}`.split(marker);
          const apart = shellAround(start, end, chromeFor(site, locale, path, routeName, YEAR));
          expect(apart, `${site.id} ${locale} ${path}`).toEqual(once);
          compared++;
          if (once[0]?.includes('<link rel="preload" as="image"')) preloads++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    // The logo's preload is hoisted into the head on the sites that have one.
    expect(preloads).toBeGreaterThan(0);
  });

  it('is rendered once per site, language, marked links and year', () => {
    const site = sites().find((s) => s.id === 'islands')!;
    const places = chromeFor(site, 'en', '/places', 'places', YEAR);
    expect(chromeFor(site, 'en', '/places', 'places', YEAR)).toBe(places);
    // Another path of the same route marks the same link.
    expect(chromeFor(site, 'en', '/lugares', 'places', YEAR)).toBe(places);
    const detail = chromeFor(site, 'en', '/entries/a/b', 'detail', YEAR);
    expect(chromeFor(site, 'en', '/entries/c/d', 'detail', YEAR)).toBe(detail);
    expect(detail).not.toBe(places);
    expect(detail.slots[1]).not.toContain('aria-current');
    expect(places.slots[1]).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(chromeFor(site, 'es', '/lugares', 'places', YEAR)).not.toBe(places);
    expect(chromeFor(site, 'en', '/places', 'places', YEAR + 1)).not.toBe(places);
    expect(chromeFor(site, 'en', '/places', 'places', YEAR + 1).slots[2]).toContain(String(YEAR + 1));
  });
});

const zone = siteZone('chrome');

describe('pages with the chrome kept, through the worker', () => {
  beforeAll(() => zone.register(['islands', 'valley-trails']), 60_000);

  async function page(site: string, path: string, init: RequestInit = {}): Promise<string> {
    const res = await zone.fetch(site, path, init);
    expect(res.status, `${site}${path}`).toBe(200);
    expect(res.headers.get('x-page-cache'), `${site}${path} was rendered`).toBeNull();
    return res.text();
  }

  /**
   * The page rendered twice: the first request of this file for its site, language and marked links
   * renders the chrome, the second is given the chrome kept.
   */
  async function coldThenWarm(site: string, path: string, init: RequestInit = {}) {
    const join = path.includes('?') ? '&' : '?';
    const cold = await page(site, `${path}${join}chrome=cold`, init);
    const warm = await page(site, `${path}${join}chrome=warm`, init);
    return { cold, warm };
  }

  it('sends a page byte for byte the same whether its chrome was rendered for it or kept', async () => {
    for (const [site, path] of [
      ['islands', '/places'],
      ['islands', '/'],
      ['valley-trails', '/trails'],
      ['valley-trails', '/entries/genesee-valley-greenway/trail-genesee-valley-greenway'],
    ] as const) {
      const { cold, warm } = await coldThenWarm(site, path);
      expect(warm, `${site}${path}`).toBe(cold);
    }
    const spanish = await coldThenWarm('islands', '/lugares', { headers: { cookie: 'locale=es' } });
    expect(spanish.warm).toBe(spanish.cold);
    expect(spanish.warm).toContain('<html lang="es">');
  });

  it('marks each page its own menu item with the chrome kept', async () => {
    await page('islands', '/places?chrome=first');
    const activities = await page('islands', '/activities?chrome=next');
    const header = activities.slice(activities.indexOf('<header class="site-header"'), activities.indexOf('</header>'));
    expect(header).toContain('<a class="is-current" href="/activities" aria-current="page">Activities</a>');
    expect(header).toContain('<a href="/places">Places</a>');
    expect(header.match(/aria-current="page"/g)).toHaveLength(1);
    const places = await page('islands', '/places?chrome=again');
    expect(places).toContain('<a class="is-current" href="/places" aria-current="page">Places</a>');
    expect(places).toContain('<a href="/activities">Activities</a>');
  });

  it('keeps the page its own head: title, canonical URL and the logo preload React hoists', async () => {
    await page('valley-trails', '/trails?chrome=warm-up');
    const trails = await page('valley-trails', '/trails?chrome=head');
    const head = trails.slice(0, trails.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]*Trails[^<]*<\/title>/);
    expect(head).toContain('/trails"/>');
    expect(head).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta name="viewport" content="[^"]+"\/><link rel="preload" as="image" href="[^"]+"\/>/);
  });
});
