import type { Context } from 'hono';
import type { RouteMatch } from '../../core/routes/types';
import { indexHref } from '../../ui/components/index-href';
import type { IndexState, Tab } from '../../ui/components/models';
import { IndexView } from '../../ui/views/IndexView';
import { contentFor } from '../content';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { indexContentQuery } from './index-content-query';
import { parseIndexQuery } from './index-query';
import { withText } from './page-text';
import { promotionsFor } from './promotions';
import { lastPage } from '../../core/pagination/paginate';
import { paginationModel } from './pagination-model';
import { cardModel, entryExcerpt } from './shape/card';
import { categoryFilter } from './shape/categories';
import { shapeContext } from './shape/context';
import { nestHeadings } from './shape/headings';
import { renderText } from '../../core/markdown/render-text';
import { entryText } from '../../core/entry/text';
import { isoDateInZone } from '../../core/format/dates';

function downloads(path: string, state: IndexState) {
  const filters = indexHref('', { ...state, page: 1 }, {}).replace(/^\?/, '');
  const query = filters ? `?${filters}` : '';
  return { geojson: `${path}/features.geojson${query}`, gpx: `${path}/features.gpx${query}` };
}

/**
 * An index page. Out-of-range pages (SPEC 4 says a change to them is ignored) are answered with a
 * 302 to the nearest valid page, so every listed URL shows items and has one canonical form; an
 * unreadable ?page= goes to the first page.
 */
export async function indexPage(c: Context<AppEnv>, match: RouteMatch): Promise<Response> {
  const ctx = shapeContext(c);
  const { meta } = match.route;
  const tabs: Tab[] = meta.tabs?.length ? [...meta.tabs] : ['grid'];
  const orders = meta.orders ?? [];
  const path = new URL(c.req.url).pathname;
  const { state, pageParam } = parseIndexQuery(new URL(c.req.url).searchParams, { tabs, orders: orders.map((order) => order.value) });
  if (pageParam.kind === 'invalid') return c.redirect(indexHref(path, state, { page: 1 }), 302);

  const content = contentFor(c);
  const limit = ctx.config.limits.index;
  const [list, pageEntry, siteEntry, categoriesElement] = await Promise.all([
    content.entries(indexContentQuery(meta, state, limit, isoDateInZone(ctx.now, ctx.config.timeZone))),
    meta.entryId ? content.entry(meta.entryId) : Promise.resolve(null),
    meta.categoriesElement ? content.entry(ctx.config.ids.siteEntry).catch(() => null) : Promise.resolve(null),
    meta.categoriesElement ? content.element(meta.categoriesElement).catch(() => null) : Promise.resolve(null),
  ]);
  const last = lastPage(list.total, limit);
  if (state.page > last) return c.redirect(indexHref(path, state, { page: last }), 302);

  const menuKey = `menu.${match.route.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
  const menuLabel = ctx.t(menuKey);
  const title = pageEntry?.title ?? (menuLabel === menuKey ? match.route.name : menuLabel);
  const introSource = pageEntry ? (entryText(pageEntry, ctx.config.ids, 'intro', ctx.locale) ?? entryText(pageEntry, ctx.config.ids, 'description', ctx.locale)) : undefined;
  const categoriesJson = siteEntry ? entryText(siteEntry, ctx.config.ids, 'categoriesConfig', ctx.locale)?.value : undefined;
  const tab = state.tab ?? tabs[0] ?? 'grid';
  const promotions = promotionsFor(content, pageEntry, 'index', ctx);
  return renderPage(c, {
    head: { title, ...(pageEntry ? { description: entryExcerpt(pageEntry, ctx).slice(0, 300) } : {}) },
    body: withText(
      ctx,
      <IndexView
        title={title}
        {...(introSource ? { intro: nestHeadings({ __html: renderText(introSource.value, introSource.type) }, 2) } : {})}
        path={path}
        state={state}
        tabs={tabs}
        tab={tab}
        orders={orders.map((order) => ({ value: order.value, label: ctx.t(order.labelKey) }))}
        {...(meta.defaultOrder ? { defaultOrder: meta.defaultOrder } : {})}
        categories={categoryFilter({ element: categoriesElement, configJson: categoriesJson, types: meta.types ?? [], locale: ctx.locale, legend: ctx.t('filters.category') })}
        cards={list.index.map((entry) => cardModel(entry, ctx))}
        pagination={paginationModel(state.page, list.total, limit)}
        {...(ctx.config.map.download ? { downloads: downloads(path, state) } : {})}
        {...(promotions ? { promotions } : {})}
        map={{ center: { lng: ctx.config.map.center[0], lat: ctx.config.map.center[1] }, zoom: ctx.config.map.zoom.initial }}
      />,
    ),
  });
}
