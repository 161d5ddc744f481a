import { defaultIndexKinds } from '../core/routes/default-routes';
import type { MenuItem, RouteMetaSettings, RouteSettings, Tab } from '../core/routes/settings-schema';

// Small builders so each site file reads like docs/product/routes.md#site-specific-routes. Page entries follow the shared
// convention: the CMS entry of route <name> has id 'page-<name>'.

type Routes = Record<string, RouteSettings>;

const pageId = (name: string) => `page-${name}`;

/** Route name -> page entry id, for the default routes a site offers. */
export const pages = (...names: string[]): Record<string, string> => Object.fromEntries(names.map((n) => [n, pageId(n)]));

/** Default index routes, enabled by their entry type (they need no page entry). */
export function lists(...names: string[]): Routes {
  return Object.fromEntries(
    names.map((name) => {
      const kind = defaultIndexKinds[name];
      if (!kind) throw new Error(`${name} is not a default index route`);
      return [name, { meta: { types: [kind] } }];
    }),
  );
}

/** A default index route at another path (its old path then redirects). */
export function renamedList(name: string, path: string, meta: RouteMetaSettings = {}): Routes {
  const kind = defaultIndexKinds[name];
  if (!kind) throw new Error(`${name} is not a default index route`);
  return { [name]: { path, meta: { types: [kind], ...meta } } };
}

/** Custom detail pages at /<name>, each backed by its page entry. */
export function detailPages(...names: string[]): Routes {
  return Object.fromEntries(names.map((name) => [name, { path: `/${name}`, view: 'detail', meta: { entryId: pageId(name) } }]));
}

/** A custom index page at /<name> listing `types`. */
export function indexPage(name: string, types: string[], tabs: Tab[], meta: RouteMetaSettings = {}): Routes {
  return { [name]: { path: `/${name}`, view: 'index', meta: { entryId: pageId(name), types, tabs, ...meta } } };
}

export const item = (route: string, textKey = route): MenuItem => ({ route, textKey, external: false });
export const link = (path: string, textKey: string): MenuItem => ({ path, textKey, external: true });

/**
 * The "many regional sites" pattern (docs/product/routes.md#site-specific-routes): itineraries at /trip-plans (/plans and
 * /itineraries redirect there), /home as an alternate home kept out of the sitemap, and the Spanish
 * entry alias /articulos/{title}/{id}.
 */
export const regionalRoutes: Routes = {
  home: { aliases: [{ path: '/home', sitemap: false }] },
  itineraries: { path: '/trip-plans', meta: { types: ['itinerary'] } },
  entry: { aliases: [{ path: '/articulos/{title}/{id}', locale: 'es' }] },
};
