import type { Entry } from '../../../core/content-shapes';
import type { ModelContext } from '../../pages/models/context';
import { entryModelFor } from '../../pages/models/detail';
import { entryPath } from '../../pages/models/card';
import { absoluteUrl } from '../../render/head-model';
import { entryEntity } from './entity';
import type { BreadcrumbList, ListItem, Thing, WithContext } from 'schema-dts';
import type { Locale } from '../../../core/i18n/locales';
import { pathFor, type Route, type RouteTable } from '../../../core/routes';
import type { SiteConfig } from '../../../core/site-config';
import { menuLabel, routeLabel } from '../../render/layout-data';
import { scriptJson } from '../../../core/encoding/text';

export interface DetailDataInput {
  entry: Entry;
  ctx: ModelContext;
  route: Route;
  origin: string;
  /** The page's canonical URL. */
  url: string;
  description: string;
  image?: string;
  stops?: readonly Entry[];
}

const CONTEXT = 'https://schema.org';

/** A detail page's JSON-LD: the entry as its schema.org type, and the breadcrumb trail to it. */
export function detailStructuredData(input: DetailDataInput): StructuredData[] {
  const { entry, ctx, origin, url } = input;
  const entity = entryEntity({
    entry,
    model: entryModelFor(entry, ctx),
    ctx,
    url,
    origin,
    description: input.description,
    ...(input.image ? { image: absoluteUrl(origin, input.image) } : {}),
    stops: (input.stops ?? []).map((stop) => ({ entry: stop, model: entryModelFor(stop, ctx), url: absoluteUrl(origin, entryPath(ctx, stop)) })),
  });
  const trail = breadcrumbs({ config: ctx.config, table: ctx.table, locale: ctx.locale, origin, entry, route: input.route, url });
  return [...(entity ? [{ '@context': CONTEXT, ...entity } as StructuredData] : []), ...(trail ? [{ '@context': CONTEXT, ...trail } as StructuredData] : [])];
}

interface CrumbInput {
  config: SiteConfig;
  table: RouteTable;
  locale: Locale;
  origin: string;
  entry: Pick<Entry, 'title' | 'types'>;
  /** The route serving the page: a page entry's own route (/about) or the entry route. */
  route: Route;
  /** The page's canonical URL. */
  url: string;
}

/** The index route listing the entry's type, in the page's language where the site has an alias. */
function listRoute(table: RouteTable, entry: Pick<Entry, 'types'>, locale: Locale): Route | undefined {
  const types = new Set(entry.types.map((type) => type.id));
  const lists = table.routes.filter((route) => route.view === 'index' && !route.path.includes('{') && route.meta.types?.some((type) => types.has(type)));
  return lists.find((route) => route.alias && route.locale === locale) ?? lists.find((route) => !route.alias);
}

/**
 * Home, then the list the entry belongs to (for entry routes), then the page itself. Fewer than two
 * steps is no trail, so a home page shown as a detail view has none.
 */
function breadcrumbs(input: CrumbInput): BreadcrumbList | undefined {
  const { config, table, locale, origin, route } = input;
  const steps: { name: string; url: string }[] = [];
  // A site whose root shows something else (the canal trail's map) still has its root as home.
  const home = pathFor(table, 'home', {}, { locale }) ?? (table.routes.some((candidate) => candidate.path === '/') ? '/' : undefined);
  if (home && route.name !== 'home' && route.path !== '/') steps.push({ name: menuLabel(config, locale, 'home'), url: absoluteUrl(origin, home) });
  const list = route.meta.entryId ? undefined : listRoute(table, input.entry, locale);
  if (list) steps.push({ name: routeLabel(config, locale, list.name), url: absoluteUrl(origin, list.path) });
  steps.push({ name: input.entry.title, url: input.url });
  if (steps.length < 2) return undefined;
  const itemListElement: ListItem[] = steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url }));
  return { '@type': 'BreadcrumbList', itemListElement };
}

export type StructuredData = WithContext<Exclude<Thing, string>>;

/** JSON for a `<script type="application/ld+json">` (see scriptJson). */
export function serializeJsonLd(data: StructuredData): string {
  return scriptJson(data);
}
