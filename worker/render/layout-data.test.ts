import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import { loadSiteConfig } from '../../sites';
import { layoutModel, menuLabel, routeLabel, siteChrome } from './layout-data';

type MenuItems = SiteConfig['menus']['primary'];

/** A page's layout on the site in the language, its menus given `menus` in place of the configured ones. */
function layout(
  config: SiteConfig,
  { locale = 'en', menus = {}, pathname = '/', routeName }: { locale?: 'en' | 'es'; menus?: Partial<Record<'primary' | 'bottom', MenuItems>>; pathname?: string; routeName?: string } = {},
) {
  const site = { ...config, menus: { ...config.menus, ...menus } };
  return layoutModel(siteChrome(site, buildRouteTable(site), locale), pathname, routeName, 2026);
}

describe('top menus', () => {
  it('marks the current item and links Spanish pages to their Spanish paths', () => {
    const islands = loadSiteConfig('islands');
    const links = layout(islands, { pathname: '/places', routeName: 'places' }).primary;
    expect(links.map((l) => [l.href, l.label, l.current])).toEqual([
      ['/places', 'Places', true],
      ['/activities', 'Activities', false],
      ['/lodging', 'Lodging', false],
      ['/shopping', 'Shopping', false],
      ['/trip-plans', 'Trip Plans', false],
    ]);
    const spanish = layout(islands, { locale: 'es', pathname: '/lugares', routeName: 'places' }).primary;
    expect(spanish[0]).toEqual(expect.objectContaining({ href: '/lugares', current: true }));
    expect(spanish.at(-1)).toEqual(expect.objectContaining({ href: '/planes-de-viaje', label: 'Planes de viaje' }));
  });

  it('drops items whose route the site does not have, and keeps external links external', () => {
    const islands = loadSiteConfig('islands');
    const items = [
      { route: 'no-such-route', textKey: 'places', external: false },
      { path: 'https://app.example/login', textKey: 'login', external: true },
    ];
    const links = layout(islands, { menus: { primary: items } }).primary;
    expect(links).toEqual([{ href: 'https://app.example/login', label: 'Log In', external: true, current: false }]);
  });
});

describe('bottom links (docs/product/menus-and-layout.md#menus)', () => {
  it('shows a route link only when the route exists and its entry id is configured', () => {
    const islands = loadSiteConfig('islands');
    const hrefs = layout(islands).bottom.links.map((l) => l.href);
    // islands configures join, supporters, order, privacy, terms pages but no action page.
    expect(hrefs).toEqual(['/join', '/supporters', '/order', '/privacy', '/terms', expect.stringMatching(/^https:\/\//)]);
    const withoutOrder: SiteConfig = { ...islands, pages: Object.fromEntries(Object.entries(islands.pages).filter(([name]) => name !== 'order')) };
    expect(layout(withoutOrder).bottom.links.map((l) => l.href)).not.toContain('/order');
  });

  it('shows the log-in link when its path is an absolute http(s) URL, and hides a relative path without a page', () => {
    const islands = loadSiteConfig('islands');
    const items = [
      { path: 'http://login.example/', textKey: 'login', external: false },
      { path: '/nowhere', textKey: 'order', external: false },
      { path: '/privacy', textKey: 'privacy', external: false },
    ];
    const links = layout(islands, { menus: { bottom: items } }).bottom.links;
    expect(links.map((l) => [l.href, l.external])).toEqual([
      ['http://login.example/', true],
      ['/privacy', false],
    ]);
  });
});

describe('menu labels', () => {
  it('prefers the site wording, then the shared messages, then the English wording', () => {
    const islands = loadSiteConfig('islands');
    expect(menuLabel(islands, 'es', 'trip_plans')).toBe('Planes de viaje');
    expect(menuLabel(islands, 'es', 'places')).not.toBe('Places');
    expect(menuLabel(islands, 'en', 'some_new_page')).toBe('Some new page');
  });
});

describe('routeLabel', () => {
  it('names a route as its menu item does, in the page language', () => {
    const islands = loadSiteConfig('islands');
    expect(routeLabel(islands, 'en', 'places')).toBe('Places');
    expect(routeLabel(islands, 'es', 'places')).toBe('Lugares');
  });

  it("uses a site's own wording of a route and reads an unknown name as a label", () => {
    const council = loadSiteConfig('geotourism-council');
    expect(routeLabel(council, 'en', 'explore-more')).toBe('Explore More');
    expect(routeLabel(loadSiteConfig('islands'), 'en', 'hidden-gems')).toBe('Hidden gems');
  });
});
