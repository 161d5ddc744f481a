import type { Locale } from '../i18n/locales';
import type { RouteOrder, Tab, View } from './settings-schema';

export interface RouteMeta {
  /** The CMS entry holding the page's own text. */
  entryId?: string;
  /** Entry type ids an index route lists. */
  types?: string[];
  categoriesElement?: string;
  tabs?: Tab[];
  orders?: RouteOrder[];
  defaultOrder?: string;
  /** Events: list only entries whose event element is later than today. */
  upcomingOnly?: boolean;
  eventElement?: string;
  sitemap: boolean;
  /** A group id an index route filters by. */
  group?: string;
  /** Re-keys the routed view; falls back to the path. */
  key?: string;
}

export interface Route {
  name: string;
  path: string;
  view: View;
  locale?: Locale;
  /** Set on aliases: another path serving the same route (e.g. Spanish /sobre for about). */
  alias?: true;
  meta: RouteMeta;
}

type RedirectTarget = { route: string } | { location: string };

export interface Redirect {
  from: string;
  target: RedirectTarget;
  status: 301 | 302;
}

export interface RouteTable {
  siteId: string;
  /** Every route and alias, sorted by path descending (docs/product/routes.md#route-construction). */
  routes: readonly Route[];
  /** In precedence order: the site's own, then changed default paths, then legacy ones. */
  redirects: readonly Redirect[];
}

export type RouteMatch = { kind: 'route'; route: Route; params: Record<string, string> };
type RedirectMatch = { kind: 'redirect'; location: string; status: 301 | 302 };
export type PathMatch = RouteMatch | RedirectMatch;
