import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { isoDateInZone } from '../../core/format/dates';
import type { RouteMatch } from '../../core/routes';
import type { Tab } from '../../ui/components/models';
import type { AppEnv } from '../env';
import { indexContentQuery } from '../pages/index-content-query';
import { parseIndexQuery } from '../pages/index-query';
import { shapeContext } from '../pages/shape/context';

/** A download or calendar holds at most this many entries: enough for any guide's list, bounded for the worker. */
export const MAX_DOWNLOAD_ENTRIES = 500;
const PAGE_SIZE = 100;

/** Every page of the index route's list (its filters and search from the query), up to the cap. */
export async function indexEntries(c: Context<AppEnv>, match: RouteMatch, search: URLSearchParams): Promise<Entry[]> {
  const ctx = shapeContext(c);
  const { meta } = match.route;
  const tabs: Tab[] = meta.tabs?.length ? [...meta.tabs] : ['grid'];
  const { state } = parseIndexQuery(search, { tabs, orders: (meta.orders ?? []).map((order) => order.value) });
  const today = isoDateInZone(ctx.now, ctx.config.timeZone);
  const { content } = c.var;
  const entries: Entry[] = [];
  for (let page = 1; entries.length < MAX_DOWNLOAD_ENTRIES; page++) {
    const list = await content.entries(indexContentQuery(meta, { ...state, page }, PAGE_SIZE, today));
    entries.push(...list.index);
    if (list.index.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
  return entries.slice(0, MAX_DOWNLOAD_ENTRIES);
}

