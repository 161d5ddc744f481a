import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { slug } from '../../core/routes';
import type { RouteMatch } from '../../core/routes/types';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { withSearch } from '../../core/query-string';
import type { SiteContent } from '../content';
import type { ModelContext } from './models/context';
import { keptReferences } from './models/kept-elements';

export type EntryLookup = { kind: 'entry'; entry: Entry } | { kind: 'redirect'; location: string };

/**
 * The entry a detail or embed route shows: the route's own page entry (about, join, ...) or the
 * {id} of the path. An unknown id is a 404; a {title} that is not the entry's slug is a 301 to the
 * canonical path on the same route (so an alias such as /articulos stays an alias), query kept.
 * A repeating event's occurrence ('id::date') is read from its base entry, keyed to that date.
 */
export async function lookUpEntry(c: Context<AppEnv>, match: RouteMatch, eventElement: string): Promise<EntryLookup> {
  const content = c.var.content;
  const pageEntry = match.route.meta.entryId;
  if (pageEntry) {
    const entry = await content.entry(pageEntry);
    if (!entry) throw new NotFound(`entry ${pageEntry}`);
    return { kind: 'entry', entry };
  }
  const id = match.params.id;
  if (!id || id.length > 200) throw new NotFound('entry');
  const [baseId, occurrence] = id.split('::', 2) as [string, string | undefined];
  const found = await content.entry(id).then((entry) => entry ?? (occurrence ? content.entry(baseId) : null));
  if (!found) throw new NotFound(`entry ${id}`);
  const entry =
    occurrence && !Number.isNaN(Date.parse(occurrence)) && eventElement && !found.key?.element?.[eventElement]
      ? { ...found, id, key: { ...found.key, element: { ...found.key?.element, [eventElement]: occurrence } } }
      : found;
  const canonical = slug(entry.title);
  if (match.params.title !== canonical) {
    const path = match.route.path.replace('{title}', canonical).replace('{id}', encodeURIComponent(id));
    return { kind: 'redirect', location: withSearch(path, new URL(c.req.url).search) };
  }
  return { kind: 'entry', entry };
}

/** An itinerary's stops (its points element), in the order the itinerary gives; unknown ones are left out. */
export async function itineraryStops(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<Entry[]> {
  const ids = keptReferences(entry, ctx.config.ids, 'points').map((reference) => reference.id);
  if (ids.length === 0) return [];
  const found = await content.entries({ id: ids, limit: ids.length });
  const byId = new Map(found.index.map((stop) => [stop.id, stop]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
