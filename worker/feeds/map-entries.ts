import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { mapEntryTypes } from '../../core/map/map-types';
import type { AppEnv } from '../env';

/**
 * The map page's features come from at most this many entries (docs/decisions/020): every point of
 * a large site, still bounded for the worker and the browser (10,000 points gzip well under 1 MB).
 */
export const MAX_MAP_ENTRIES = 20_000;
/** The content service's largest page (content-service/api/entries.ts MAX_LIMIT). */
const PAGE_SIZE = 500;
/** Content pages in flight at once: the whole map in a few round trips, without flooding the service. */
const CONCURRENCY = 4;

/**
 * Every entry of the site's map types (docs/product/maps.md#map-settings) by title, up to the cap, a content page at a time:
 * page 1 tells the total, the rest are fetched a few at once and yielded in order, so the caller can
 * stream each page out as it arrives.
 */
export async function* mapEntryPages(c: Context<AppEnv>): AsyncGenerator<Entry[]> {
  const type = mapEntryTypes(c.var.site.config);
  const fetchPage = (page: number) => c.var.content.entries({ type, page, limit: PAGE_SIZE, order: 'title' });
  const first = await fetchPage(1);
  yield first.index.slice(0, MAX_MAP_ENTRIES);
  const pages = Math.ceil(Math.min(first.total, MAX_MAP_ENTRIES) / PAGE_SIZE);
  const pending = new Map<number, ReturnType<typeof fetchPage>>();
  for (let page = 2; page <= pages; page++) {
    for (let ahead = page; ahead <= Math.min(pages, page + CONCURRENCY - 1); ahead++) {
      if (pending.has(ahead)) continue;
      const request = fetchPage(ahead);
      // Awaited in its turn below; a failure before then must not surface as an unhandled rejection.
      request.catch(() => undefined);
      pending.set(ahead, request);
    }
    const list = await pending.get(page)!;
    pending.delete(page);
    yield list.index.slice(0, MAX_MAP_ENTRIES - (page - 1) * PAGE_SIZE);
  }
}
