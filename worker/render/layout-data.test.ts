import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import { loadSiteConfig } from '../../sites';
import { bottomMenuLinks, markCurrent, menuLabel, type MenuContext, type MenuLink, topMenuLinks, routeLabel } from './layout-data';

function ctx(config: SiteConfig, locale: 'en' | 'es' = 'en'): MenuContext {
  return { config, table: buildRouteTable(config), locale };
}

const marked = (links: readonly MenuLink[], pathname = '/', routeName?: string) => markCurrent(links, pathname, routeName);

describe('top menus', () => {
  it('marks the current item and links Spanish pages to their Spanish paths', () => {
    const islands = loadSiteConfig('islands');
    const links = marked(topMenuLinks(islands.menus.primary, ctx(islands)), '/places', 'places');
    expect(links.map((l) => [l.href, l.label, l.current])).toEqual([
      ['/places', 'Places', true],
      ['/activities', 'Activities', false],
      ['/lodging', 'Lodging', false],
      ['/shopping', 'Shopping', false],
      ['/trip-plans', 'Trip Plans', false],
    ]);
    const spanish = marked(topMenuLinks(islands.menus.primary, ctx(islands, 'es')), '/lugares', 'places');
    expect(spanish[0]).toEqual(expect.objectContaining({ href: '/lugares', current: true }));
    expect(spanish.at(-1)).toEqual(expect.objectContaining({ href: '/planes-de-viaje', label: 'Planes de viaje' }));
  });

  it('drops items whose route the site does not have, and keeps external links external', () => {
    const islands = loadSiteConfig('islands');
    const items = [
      { route: 'no-such-route', textKey: 'places', external: false },
      { path: 'https://app.example/login', textKey: 'login', external: true },
    ];
    const links = marked(topMenuLinks(items, ctx(islands)));
    expect(links).toEqual([{ href: 'https://app.example/login', label: 'Log In', external: true, current: false }]);
  });
});

describe('bottom links (docs/product/menus-and-layout.md#menus)', () => {
  it('shows a route link only when the route exists and its entry id is configured', () => {
    const islands = loadSiteConfig('islands');
    const hrefs = bottomMenuLinks(islands.menus.bottom, ctx(islands)).map((l) => l.link.href);
    // islands configures join, supporters, order, privacy, terms pages but no action page.
    expect(hrefs).toEqual(['/join', '/supporters', '/order', '/privacy', '/terms', expect.stringMatching(/^https:\/\//)]);
    const withoutOrder: SiteConfig = { ...islands, pages: Object.fromEntries(Object.entries(islands.pages).filter(([name]) => name !== 'order')) };
    expect(bottomMenuLinks(withoutOrder.menus.bottom, ctx(withoutOrder)).map((l) => l.link.href)).not.toContain('/order');
  });

  it('shows the log-in link when its path is an absolute http(s) URL, and hides a relative path without a page', () => {
    const islands = loadSiteConfig('islands');
    const items = [
      { path: 'http://login.example/', textKey: 'login', external: false },
      { path: '/nowhere', textKey: 'order', external: false },
      { path: '/privacy', textKey: 'privacy', external: false },
    ];
    const links = marked(bottomMenuLinks(items, ctx(islands)));
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
