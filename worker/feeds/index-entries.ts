import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { isoDateInZone } from '../../core/format/dates';
import { keptDateFormatters } from '../date-formatters';
import type { RouteMatch } from '../../core/routes';
import type { Tab } from '../../ui/components/models';
import type { AppEnv } from '../env';
import { indexContentQuery, parseIndexQuery } from '../pages/index-query';
import { modelContext } from '../pages/models/context';

/** A download or calendar holds at most this many entries: enough for any guide's list, bounded for the worker. */
export const MAX_DOWNLOAD_ENTRIES = 500;
const PAGE_SIZE = 100;

/** The index route's list (its filters and search from the query) a content page at a time, up to the cap. */
export async function* indexEntryPages(c: Context<AppEnv>, match: RouteMatch, search: URLSearchParams): AsyncGenerator<Entry[]> {
  const ctx = modelContext(c);
  const { meta } = match.route;
  const tabs: Tab[] = meta.tabs?.length ? [...meta.tabs] : ['grid'];
  const { state } = parseIndexQuery(search, { tabs, orders: (meta.orders ?? []).map((order) => order.value) });
  const today = isoDateInZone(ctx.now, ctx.config.timeZone, keptDateFormatters);
  const { content } = c.var;
  for (let page = 1; (page - 1) * PAGE_SIZE < MAX_DOWNLOAD_ENTRIES; page++) {
    const list = await content.entries(indexContentQuery(meta, { ...state, page }, PAGE_SIZE, today));
    yield list.index.slice(0, MAX_DOWNLOAD_ENTRIES - (page - 1) * PAGE_SIZE);
    if (list.index.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
}

/** Every page of the index route's list, up to the cap, collected. */
export async function indexEntries(c: Context<AppEnv>, match: RouteMatch, search: URLSearchParams): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const page of indexEntryPages(c, match, search)) entries.push(...page);
  return entries;
}
