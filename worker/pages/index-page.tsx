import { mapStyleUrl } from '../../core/map/map-types';
import { onePerEntry } from '../../core/entry/dates';
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { Entry, EntryList, Element } from '../../core/content-shapes';
import type { RouteMatch } from '../../core/routes/types';
import { indexHref } from '../../ui/components/index-href';
import type { IndexState, MapModel, Tab, CategoryFilterModel } from '../../ui/components/models';
import { mapIslandSettings } from '../../ui/islands/map-props';
import { IndexView } from '../../ui/views/IndexView';
import type { SiteContent } from '../content';
import type { AppEnv } from '../env';
import type { PageSpec } from '../render/render-page';
import { indexContentQuery, parseIndexQuery, paginationModel } from './index-query';
import { withText, type ModelContext, modelContext } from './models/context';
import { canonicalOrigin } from '../render/head-model';
import { embedCodeProps } from './embed-code';
import { promotionsFor } from './promotions';
import { lastPage } from '../../core/pagination/paginate';
import { routeLabel } from '../render/layout-data';
import { cardModel } from './models/card';
import { downloadLinks, entryDownloadFeatures } from './models/download-features';
import { listPicture } from './models/map-picture';
import { MAX_DOWNLOAD_ENTRIES } from '../feeds/index-entries';
import { nestHeadings } from './models/headings';
import { textHtml } from '../render/text-html';
import { entryText } from '../../core/entry/text';
import { isoDateInZone } from '../../core/format/dates';
import { keptDateFormatters } from '../date-formatters';
import { calendarHref } from '../../core/routes';
import { withSearch } from '../../core/query-string';
import { parseCategoryConfig } from '../../core/categories/config';
import { deepFreeze } from '../../core/deep-freeze';
import { memo } from '../memo';
import { categoryLabels } from '../../core/categories/labels';

/**
 * The list's download links, its filters kept whatever page is shown. Offered only when the entries
 * shown have map features: a download with nothing in it answers 404 (no_features, docs/product/maps.md#downloads), which a
 * link must not lead to.
 */
function downloads(path: string, state: IndexState, entries: readonly Entry[], ctx: ModelContext) {
  if (!ctx.config.map.download || !entries.some((entry) => entryDownloadFeatures(entry, ctx).length > 0)) return undefined;
  return downloadLinks(path, indexHref('', { ...state, page: 1 }, {}));
}

/**
 * The upcoming-events list's calendar (worker/feeds/calendar): the list's filters kept, not its page or
 * tab, and a language the path does not name as ?locale=, so the calendar speaks the page's language.
 */
function calendarLink(path: string, state: IndexState, match: RouteMatch, ctx: ModelContext): string | undefined {
  if (!match.route.meta.upcomingOnly) return undefined;
  const filters = indexHref('', { text: state.text, categories: state.categories, page: 1, ...(state.order ? { order: state.order } : {}) });
  const language = match.route.locale || ctx.locale === ctx.config.defaultLocale ? '' : `locale=${ctx.locale}`;
  return withSearch(calendarHref(path, filters), language);
}

/**
 * An index page. Its status cannot depend on its data, so the head and navigation go out before the
 * list loads: an out-of-range ?page= shows the last page (docs/product/routes.md#pagination ignores a change to such a page; a
 * redirect would need the total before the response starts). An unreadable ?page= is known from the
 * URL alone and still goes to the first page.
 */
export function indexPage(c: Context<AppEnv>, match: RouteMatch): PageSpec | Response {
  const ctx = modelContext(c);
  const { meta } = match.route;
  const tabs: Tab[] = meta.tabs?.length ? [...meta.tabs] : ['grid'];
  const path = new URL(c.req.url).pathname;
  const { state, pageParam } = parseIndexQuery(new URL(c.req.url).searchParams, { tabs, orders: (meta.orders ?? []).map((order) => order.value) });
  if (pageParam.kind === 'invalid') return c.redirect(indexHref(path, state, { page: 1 }), 302);
  const label = routeLabel(ctx.config, ctx.locale, match.route.name);
  const { content } = c.var;
  const today = isoDateInZone(ctx.now, ctx.config.timeZone, keptDateFormatters);
  // The list and the page entry decide whether there is a page at all: the status waits for them.
  const primary = {
    first: content.entries(indexContentQuery(match.route.meta, state, ctx.config.limits.index, today)),
    pageEntry: match.route.meta.entryId ? content.entry(match.route.meta.entryId) : Promise.resolve(null),
  };
  const body = indexView(content, ctx, match, { path, state, tabs, label, today, primary, origin: canonicalOrigin(c.var.site, new URL(c.req.url)) });
  return { head: { title: label }, body, primary: Promise.all([primary.first, primary.pageEntry]) };
}

interface IndexRequest {
  path: string;
  state: IndexState;
  tabs: Tab[];
  /** The route's label: the heading when the route has no page entry. */
  label: string;
  today: string;
  /** Already asked for: the page's status waits for these. */
  primary: { first: Promise<EntryList>; pageEntry: Promise<Entry | null> };
  /** The canonical origin, which embed code names. */
  origin: string;
}

async function indexView(content: SiteContent, ctx: ModelContext, match: RouteMatch, request: IndexRequest): Promise<ReactNode> {
  const { path, state: asked, tabs, label, today, primary } = request;
  const { meta } = match.route;
  const orders = meta.orders ?? [];
  const limit = ctx.config.limits.index;
  const [first, pageEntry, siteEntry, categoriesElement] = await Promise.all([
    primary.first,
    primary.pageEntry,
    meta.categoriesElement ? content.entry(ctx.config.ids.siteEntry).catch(() => null) : Promise.resolve(null),
    meta.categoriesElement ? content.element(meta.categoriesElement).catch(() => null) : Promise.resolve(null),
  ]);
  // The promotions load beside the rest of the list's page.
  const promoted = promotionsFor(content, pageEntry, 'index', ctx);
  const last = lastPage(first.total, limit);
  const state = asked.page > last ? { ...asked, page: last } : asked;
  const list = state === asked ? first : await content.entries(indexContentQuery(meta, state, limit, today));

  const entries = onePerEntry(list.index);
  // The total counts occurrences; on a single page the list itself is the true count.
  const total = last === 1 ? entries.length : list.total;
  const title = pageEntry?.title ?? label;
  const introSource = pageEntry ? (entryText(pageEntry, ctx.config.ids, 'intro', ctx.locale) ?? entryText(pageEntry, ctx.config.ids, 'description', ctx.locale)) : undefined;
  const categoriesJson = siteEntry ? entryText(siteEntry, ctx.config.ids, 'categoriesConfig', ctx.locale)?.value : undefined;
  const tab = state.tab ?? tabs[0] ?? 'grid';
  const promotions = await promoted;
  const download = downloads(path, state, list.index, ctx);
  const calendar = calendarLink(path, state, match, ctx);
  const embed = embedCodeProps(request.origin, ctx, list.index);
  return withText(
    ctx,
    <IndexView
      title={title}
      {...(introSource ? { intro: nestHeadings({ __html: textHtml(introSource.value, introSource.type) }, 2) } : {})}
      path={path}
      state={state}
      tabs={tabs}
      tab={tab}
      orders={orders.map((order) => ({ value: order.value, label: ctx.t(order.labelKey) }))}
      {...(meta.defaultOrder ? { defaultOrder: meta.defaultOrder } : {})}
      categories={categoryFilter({ element: categoriesElement, configJson: categoriesJson, types: meta.types ?? [], locale: ctx.locale, legend: ctx.t('filters.category') })}
      cards={entries.map((entry) => cardModel(entry, ctx))}
      pagination={paginationModel(state.page, total, limit)}
      {...(download ? { downloads: download } : {})}
      {...(calendar ? { calendar } : {})}
      {...(promotions ? { promotions } : {})}
      {...(embed ? { embed } : {})}
      {...(tabs.includes('map') ? { map: indexMap(ctx, path, indexHref('', { ...state, page: 1 }, {}), title, Math.min(list.total, MAX_DOWNLOAD_ENTRIES)) } : {})}
    />,
  );
}

/** An index page's map: its whole list's features and static map, its filters kept. */
function indexMap(ctx: ModelContext, path: string, query: string, title: string, count: number): MapModel {
  return {
    settings: mapIslandSettings(ctx.config.map, ctx.locale),
    features: downloadLinks(path, query).geojson,
    style: mapStyleUrl(ctx.locale),
    picture: listPicture(ctx, path, query, title, count),
  };
}

// The configuration is one text of the site entry, which every index page of the site parses again.
const configured = memo((json: string) => deepFreeze(parseCategoryConfig(json)), 50);

/**
 * An index route's category filter. The labels are the options of the route's categories element
 * ({id, text} per language, 'Category' when missing); the site's category configuration narrows them
 * to the sub-categories of the configured category matching the listed types, when there is one.
 */
function categoryFilter(input: { element: Element | null; configJson: string | undefined; types: readonly string[]; locale: string; legend: string }): CategoryFilterModel | null {
  const labels = categoryLabels(input.element?.options ?? [], input.locale, input.legend);
  const category = configured(input.configJson ?? '').find((category) => input.types.includes(category.id));
  const allowed = category?.categories.length ? new Set(category.categories) : null;
  const options = labels.filter((label) => !allowed || allowed.has(label.id)).map((label) => ({ value: label.id, label: label.text }));
  return options.length ? { label: input.legend, options } : null;
}
