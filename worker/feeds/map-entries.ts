import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { mapEntryTypes } from '../../core/map/map-types';
import type { AppEnv } from '../env';

/** The map page's features come from at most this many entries: bounded for the worker and the browser. */
export const MAX_MAP_ENTRIES = 500;
const PAGE_SIZE = 100;

/** Every entry of the site's map types (SPEC.md 9), in pages, up to the cap: what the map page draws. */
export async function mapEntries(c: Context<AppEnv>): Promise<Entry[]> {
  const type = mapEntryTypes(c.var.site.config);
  const entries: Entry[] = [];
  for (let page = 1; entries.length < MAX_MAP_ENTRIES; page++) {
    const list = await c.var.content.entries({ type, page, limit: PAGE_SIZE, order: 'title' });
    entries.push(...list.index);
    if (list.index.length === 0 || page * PAGE_SIZE >= list.total) break;
  }
  return entries.slice(0, MAX_MAP_ENTRIES);
}
