import { describe, expect, it } from 'vitest';
import { buildRouteTable, matchPath, pathFor } from '../core/routes';
import { buildSiteConfig } from './index';
import type { SiteFile } from './site-file';

// The rules of docs/product/routes.md#route-construction and #legacy-redirects there, on configs built from the real defaults.
let n = 0;
function tableOf(file: Partial<SiteFile>) {
  n += 1;
  const id = `rules-${n}`;
  return buildRouteTable(buildSiteConfig({ id, name: 'Rules', description: 'Rule fixture', ...file }));
}
const names = (table: ReturnType<typeof tableOf>) => [...new Set(table.routes.map((r) => r.name))].sort();

describe('which routes exist', () => {
  it('has only the entry and embed routes when nothing is configured', () => {
    expect(names(tableOf({}))).toEqual(['embed', 'entry']);
  });

  it('adds a default detail or home route once its entry id is configured, carrying that id', () => {
    const table = tableOf({ pages: { about: 'page-about', home: 'page-home' } });
    expect(names(table)).toEqual(['about', 'embed', 'entry', 'home']);
    expect(table.routes.find((r) => r.name === 'about')?.meta.entryId).toBe('page-about');
    const fromMeta = tableOf({ routes: { terms: { meta: { entryId: 'terms-entry' } } } });
    expect(fromMeta.routes.find((r) => r.name === 'terms')?.meta.entryId).toBe('terms-entry');
  });

  it('adds a default index route when its types are supplied, with the default tabs and the category element', () => {
    const table = tableOf({ routes: { stories: { meta: { types: ['story'] } }, itineraries: { meta: { types: ['itinerary'] } } } });
    const stories = table.routes.find((r) => r.name === 'stories')!;
    expect(stories).toMatchObject({ path: '/stories', view: 'index', meta: { types: ['story'], tabs: ['grid'], categoriesElement: 'categories', sitemap: true } });
    expect(table.routes.find((r) => r.name === 'itineraries')?.meta.tabs).toEqual(['grid', 'map']);
  });

  it('does not add a detail route from settings without an entry id', () => {
    expect(names(tableOf({ routes: { about: { path: '/about-us' } } }))).toEqual(['embed', 'entry']);
  });

  it('gives /entries and events their orderings and the upcoming-only rule', () => {
    const table = tableOf({ pages: { entries: 'page-entries' }, routes: { events: { meta: { types: ['event'] } } } });
    const entries = table.routes.find((r) => r.name === 'entries')!;
    expect(entries.meta.orders?.map((o) => o.value)).toEqual(['-date_time.created', 'date_time.created', 'title', '-title']);
    expect(entries.meta.defaultOrder).toBe('-date_time.created');
    expect(entries.meta.tabs).toEqual(['grid', 'map']);
    const events = table.routes.find((r) => r.name === 'events')!;
    expect(events.meta).toMatchObject({ upcomingOnly: true, eventElement: 'event_date', defaultOrder: 'event_date', tabs: ['initial', 'grid', 'map'] });
    expect(events.meta.orders?.map((o) => o.value)).toEqual(['event_date', 'title', '-title']);
  });
});

describe('custom routes', () => {
  const valid = { path: '/valid', view: 'detail', meta: { entryId: 'page-valid' } };
  it.each([
    ['no path', { view: 'detail', meta: { entryId: 'x' } }],
    ['a path not starting with /', { path: 'relative', view: 'detail', meta: { entryId: 'x' } }],
    ['no meta', { path: '/x', view: 'detail' }],
    ['no meta id', { path: '/x', view: 'detail', meta: { types: ['place'] } }],
    ['no view', { path: '/x', meta: { entryId: 'x' } }],
    ['an unknown view', { path: '/x', view: 'gallery', meta: { entryId: 'x' } }],
  ])('skips one with %s and keeps the valid ones', (_, settings) => {
    expect(names(tableOf({ routes: { broken: settings, valid } }))).toEqual(['embed', 'entry', 'valid']);
  });

  it('takes its entry id from pages as well, and defaults an index to all tabs', () => {
    const table = tableOf({ pages: { partners: 'page-partners' }, routes: { partners: { path: '/partners', view: 'index', meta: { types: ['partner'] } } } });
    expect(table.routes.find((r) => r.name === 'partners')).toMatchObject({ view: 'index', meta: { entryId: 'page-partners', types: ['partner'], tabs: ['initial', 'grid', 'map'] } });
  });
});

describe('site overrides', () => {
  it('moves a default route to a new path and redirects the default path there, keeping the site redirect order', () => {
    const table = tableOf({ pages: { join: 'page-join' }, routes: { join: { path: '/signup' } } });
    expect(matchPath(table, '/signup')).toMatchObject({ kind: 'route', route: { name: 'join' } });
    expect(matchPath(table, '/join')).toEqual({ kind: 'redirect', location: '/signup', status: 301 });
    expect(matchPath(table, '/participate.php')).toEqual({ kind: 'redirect', location: '/signup', status: 301 });
  });

  it('adds aliases with their locale and sitemap flag', () => {
    const table = tableOf({
      pages: { home: 'page-home', about: 'page-about' },
      routes: { about: { aliases: [{ path: '/sobre', locale: 'es' }] }, home: { aliases: [{ path: '/home', sitemap: false }] } },
    });
    expect(matchPath(table, '/sobre')).toMatchObject({ route: { name: 'about', locale: 'es', meta: { entryId: 'page-about', sitemap: true } } });
    expect(matchPath(table, '/home')).toMatchObject({ route: { name: 'home', view: 'home', meta: { sitemap: false } } });
    expect(pathFor(table, 'about', {}, { locale: 'es' })).toBe('/sobre');
  });

  it('merges extra meta over the defaults and may change the view', () => {
    const table = tableOf({ pages: { home: 'page-home' }, routes: { home: { view: 'detail', meta: { key: 'landing' } }, trails: { meta: { types: ['trail'], tabs: ['map'] } } } });
    expect(table.routes.find((r) => r.name === 'home')).toMatchObject({ view: 'detail', meta: { key: 'landing', entryId: 'page-home' } });
    expect(table.routes.find((r) => r.name === 'trails')?.meta).toMatchObject({ tabs: ['map'], categoriesElement: 'categories' });
  });

  it('refuses two routes on one path', () => {
    expect(() => tableOf({ pages: { home: 'page-home', map: 'page-map' }, routes: { map: { path: '/' } } })).toThrow(
      expect.objectContaining({ name: 'RouteConflict', message: expect.stringMatching(/^Site rules-\d+: routes home and map both use path \/$/) }),
    );
  });
});

describe('the table', () => {
  it('is sorted by path, descending', () => {
    const paths = tableOf({ pages: { home: 'page-home', about: 'page-about', terms: 'page-terms' }, routes: { places: { meta: { types: ['place'] } } } }).routes.map((r) => r.path);
    expect(paths).toEqual(['/terms', '/places', '/entries/{title}/{id}', '/embeds/{title}/{id}', '/about', '/']);
  });

  it('keeps legacy redirects whose target exists and drops the others', () => {
    const table = tableOf({ pages: { map: 'page-map' }, routes: { stories: { meta: { types: ['story'] } } } });
    expect(matchPath(table, '/regions/north')).toEqual({ kind: 'redirect', location: '/map', status: 301 });
    expect(matchPath(table, '/guide')).toEqual({ kind: 'redirect', location: '/map', status: 301 });
    expect(matchPath(table, '/local-voices')).toEqual({ kind: 'redirect', location: '/stories', status: 301 });
    expect(matchPath(table, '/about.php')).toBeNull();
    expect(matchPath(table, '/plans')).toBeNull();
  });
});
