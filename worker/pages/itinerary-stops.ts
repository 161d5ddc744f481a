import type { Entry } from '../../core/content-shapes';
import { entryReferences } from '../../core/entry/references';
import type { SiteContent } from '../content';
import type { ModelContext } from './models/context';

/** An itinerary's stops (its points element), in the order the itinerary gives; unknown ones are left out. */
export async function itineraryStops(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<Entry[]> {
  const ids = entryReferences(entry, ctx.config.ids, 'points').map((reference) => reference.id);
  if (ids.length === 0) return [];
  const found = await content.entries({ id: ids, limit: ids.length });
  const byId = new Map(found.index.map((stop) => [stop.id, stop]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
