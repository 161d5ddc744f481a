import type { SiteConfig } from '../site-config';
import { type DefaultRoute, defaultRouteByName, defaultRoutes } from './default-routes';
import { type RouteSettings, type View, views } from './settings-schema';
import type { Redirect, Route, RouteMeta, RouteTable } from './types';

/** Two routes claim one path: a site configuration bug, caught by sites/*.test.ts. */
class RouteConflict extends Error {
  constructor(siteId: string, path: string, names: string[]) {
    super(`Site ${siteId}: routes ${names.join(' and ')} both use path ${path}`);
    this.name = 'RouteConflict';
  }
}

const isView = (view: unknown): view is View => typeof view === 'string' && (views as readonly string[]).includes(view);
const isPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/');

/**
 * Which routes exist (docs/product/routes.md#route-construction: "a route exists only if its entry id is configured, or the site
 * supplies its own route settings"), decided precisely:
 * - default routes that need no entry of their own (/entries/{title}/{id} and the embed route)
 *   always exist;
 * - any other default route exists when its entry id is configured (`pages[name]`, or
 *   `routes[name].meta.entryId`);
 * - a default index route also exists without an entry when the site supplies its entry types
 *   (`routes[name].meta.types`, non-empty): a list needs types, not a page entry;
 * - a custom route (a name not in the default table) exists only with a path, a meta object, an
 *   entry id (its "meta id") and a valid view; otherwise it is skipped.
 */
function entryIdOf(config: SiteConfig, name: string, settings: RouteSettings | undefined): string | undefined {
  return config.pages[name] || settings?.meta?.entryId || undefined;
}

function defaultRouteExists(route: DefaultRoute, entryId: string | undefined, settings: RouteSettings | undefined) {
  if (route.intrinsic || entryId) return true;
  return route.view === 'index' && (settings?.meta?.types?.length ?? 0) > 0;
}

function fromDefault(config: SiteConfig, route: DefaultRoute, settings: RouteSettings | undefined): Route | null {
  const entryId = entryIdOf(config, route.name, settings);
  if (!defaultRouteExists(route, entryId, settings)) return null;
  const { sitemap = true, ...base } = route.meta(config);
  const meta: RouteMeta = { ...base, sitemap, ...settings?.meta, ...(entryId ? { entryId } : {}) };
  return {
    name: route.name,
    path: isPath(settings?.path) ? settings.path : route.path,
    view: isView(settings?.view) ? settings.view : route.view,
    meta,
  };
}

function fromCustom(config: SiteConfig, name: string, settings: RouteSettings): Route | null {
  const entryId = entryIdOf(config, name, settings);
  if (!isPath(settings.path) || !settings.meta || !entryId || !isView(settings.view)) return null;
  const listDefaults: Partial<RouteMeta> = settings.view === 'index' ? { types: [], categoriesElement: config.ids.elements.categories, tabs: ['initial', 'grid', 'map'] } : {};
  return { name, path: settings.path, view: settings.view, meta: { ...listDefaults, sitemap: true, ...settings.meta, entryId } };
}

function aliasesOf(route: Route, settings: RouteSettings | undefined): Route[] {
  return (settings?.aliases ?? []).map((alias) => ({
    ...route,
    path: alias.path,
    alias: true as const,
    ...(alias.locale ? { locale: alias.locale } : {}),
    meta: { ...route.meta, sitemap: alias.sitemap ?? route.meta.sitemap },
  }));
}

function siteRedirects(config: SiteConfig): Redirect[] {
  return config.redirects.map((r) => ({
    from: r.from,
    target: 'route' in r ? { route: r.route } : { location: r.location },
    status: r.status ?? 301,
  }));
}

/** A changed default path redirects to the route (docs/product/routes.md#route-construction). */
function overrideRedirects(primary: Route[]): Redirect[] {
  return primary.flatMap((route) => {
    const original = defaultRouteByName.get(route.name);
    return original && original.path !== route.path ? [{ from: original.path, target: { route: route.name }, status: 301 as const }] : [];
  });
}

export function buildRouteTable(config: SiteConfig): RouteTable {
  const primary: Route[] = [];
  const all: Route[] = [];
  const add = (route: Route | null, settings: RouteSettings | undefined) => {
    if (!route) return;
    primary.push(route);
    all.push(route, ...aliasesOf(route, settings));
  };
  for (const route of defaultRoutes) add(fromDefault(config, route, config.routes[route.name]), config.routes[route.name]);
  for (const [name, settings] of Object.entries(config.routes)) {
    if (!defaultRouteByName.has(name)) add(fromCustom(config, name, settings), settings);
  }

  const byPath = new Map<string, Route>();
  for (const route of all) {
    const key = route.path.toLowerCase();
    const taken = byPath.get(key);
    if (taken) throw new RouteConflict(config.id, route.path, [taken.name, route.name]);
    byPath.set(key, route);
  }

  const names = new Set(primary.map((r) => r.name));
  const own = siteRedirects(config);
  // A legacy target the site moved away by its own redirect (river-valley sends /stories to
  // /explore-more) follows that redirect instead of being dropped.
  const followOwn = (r: Redirect): Redirect => {
    const target = r.target;
    if (!('route' in target) || names.has(target.route)) return r;
    const via = own.find((o) => o.from === defaultRouteByName.get(target.route)?.path);
    return via ? { ...r, target: via.target } : r;
  };
  const targetExists = (r: Redirect) => !('route' in r.target) || names.has(r.target.route);
  return {
    siteId: config.id,
    routes: all.sort((a, b) => (a.path < b.path ? 1 : a.path > b.path ? -1 : 0)),
    redirects: [...own, ...overrideRedirects(primary), ...legacyRedirects.map(followOwn)].filter(targetExists),
  };
}

const to = (from: string, route: string): Redirect => ({ from, target: { route }, status: 301 });

/** docs/product/routes.md#legacy-redirects, on every site; one whose target route the site lacks is dropped. */
const legacyRedirects: readonly Redirect[] = [
  to('/regions*', 'map'),
  to('/subregions*', 'map'),
  to('/local-themes*', 'stories'),
  to('/local-voices*', 'stories'),
  to('/themes*', 'stories'),
  to('/about.php', 'about'),
  to('/about_supporters.php', 'supporters'),
  to('/events.php*', 'events'),
  to('/guide', 'map'),
  { from: '/index.php', target: { location: '/' }, status: 301 },
  to('/map.php', 'map'),
  to('/participate.php', 'join'),
  to('/places/{category}/{uid}', 'places'),
  to('/plans', 'itineraries'),
  to('/things/{category?}/{uid?}', 'activities'),
  to('/user/account', 'join'),
  to('/user/account/order', 'order'),
  to('/where/{category?}/{uid?}', 'lodging'),
];
