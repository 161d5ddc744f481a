import type { Context } from 'hono';
import type { Entry, EntryList } from '../../core/content-shapes';
import { entryText } from '../../core/entry/text';
import { siteName } from '../../core/site-name';
import { mapEntryTypes, mapStyleUrl } from '../../core/map/map-types';
import { textHtml } from '../render/text-html';
import { lastPage } from '../../core/pagination/paginate';
import type { RouteMatch } from '../../core/routes/types';
import { cardItem } from '../../ui/islands/map-items';
import { mapIslandSettings } from '../../ui/islands/map-props';
import { MapView } from '../../ui/views/MapView';
import type { EntriesQuery } from '../content/site-content';
import type { AppEnv } from '../env';
import type { PageSpec } from '../render/render-page';
import { lookUpEntry } from './entry-lookup';
import { withText, type ModelContext, modelContext } from './models/context';
import { paginationModel } from './index-query';
import { cardModel, entryExcerpt } from './models/card';
import { downloadLinks } from './models/download-features';
import { listPicture } from './models/map-picture';
import { MAX_MAP_ENTRIES } from '../feeds/map-entries';
import { nestHeadings } from './models/headings';

function html(entry: Entry, role: 'intro' | 'description', ctx: ModelContext) {
  const found = entryText(entry, ctx.config.ids, role, ctx.locale);
  return found ? nestHeadings({ __html: textHtml(found.value, found.type) }, 2) : undefined;
}

/** ?page=n of the list below the map; anything else is the first page. */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The map route: its page entry gives the heading and texts; the map draws every entry of the site's
 * map types from /map/features.geojson, and the page lists them by title, a page at a time. The list
 * is the page's primary content like an index page's: with the content service down and that page
 * of the list never stored, the page answers 503 rather than a 200 with an error in the list's place.
 */
export async function mapPage(c: Context<AppEnv>, match: RouteMatch): Promise<PageSpec | Response> {
  const ctx = modelContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') return c.redirect(found.location, 301);
  const { entry } = found;
  const url = new URL(c.req.url);
  const asked = pageOf(url);
  const query = { type: mapEntryTypes(ctx.config), limit: ctx.config.limits.index, order: 'title' };
  const first = c.var.content.entries({ ...query, page: asked });
  return {
    head: { title: entry.title, description: entryExcerpt(entry, ctx).slice(0, 300) },
    body: mapView(c, ctx, entry, url.pathname, { query, asked, first }),
    primary: first,
  };
}

interface MapListRequest {
  query: EntriesQuery & { limit: number };
  asked: number;
  first: Promise<EntryList>;
}

async function mapView(c: Context<AppEnv>, ctx: ModelContext, entry: Entry, path: string, { query, asked, first: firstAnswer }: MapListRequest) {
  const { limit } = query;
  const first = await firstAnswer;
  const page = Math.min(asked, lastPage(first.total, limit));
  const list = page === asked ? first : await c.var.content.entries({ ...query, page });
  const links = downloadLinks(path);
  const intro = html(entry, 'intro', ctx);
  const description = html(entry, 'description', ctx);
  return withText(
    ctx,
    <MapView
      title={entry.title}
      {...(intro ? { intro } : {})}
      {...(description ? { description } : {})}
      map={{
        settings: mapIslandSettings(ctx.config.map, ctx.locale),
        features: links.geojson,
        style: mapStyleUrl(ctx.locale),
        // The page's title is the map's own name ("Map"), so the picture is named for the site it shows.
        picture: listPicture(ctx, path, '', siteName(ctx.config, ctx.locale), Math.min(list.total, MAX_MAP_ENTRIES)),
      }}
      items={list.index.map((item) => cardItem(cardModel(item, ctx)))}
      pagination={paginationModel(page, list.total, limit)}
      path={path}
      {...(ctx.config.map.download && list.total > 0 ? { downloads: links } : {})}
    />,
  );
}
