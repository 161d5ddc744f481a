import type { Entry } from '../../core/content-shapes';
import type { ImportEntry } from '../import/schema';
import { localize } from './locale';

/** An entry as stored in `entries.body`: the import shape plus normalised timestamps. */
export type StoredEntry = ImportEntry & { created: string; updated: string };

export interface Occurrence {
  element: string;
  start: string;
  /** Repeating events (more than one range) answer with the composite id 'id::date'. */
  repeating: boolean;
}

/** The wire shape of core/content-shapes.ts: text resolved to one locale, timestamps under date_time. */
export function shapeEntry(stored: StoredEntry, locale: string, occurrence?: Occurrence): Entry {
  return {
    id: occurrence?.repeating ? `${stored.id}::${occurrence.start}` : stored.id,
    title: localize(stored.title, locale),
    url: stored.url ?? null,
    elements: stored.elements.map((element) => ({
      ...element,
      name: element.name == null ? element.name : localize(element.name, locale),
      data: element.type === 'text' && element.data !== null ? localize(element.data, locale) : element.data,
    })),
    groups: stored.groups,
    types: stored.types,
    phase: stored.phase,
    key: occurrence ? { element: { [occurrence.element]: occurrence.start } } : null,
    date_time: { created: stored.created, updated: stored.updated },
  };
}

/** For a requested 'id::date': the datetime element holding a range that starts then. */
export function occurrenceFromId(stored: StoredEntry, requestedId: string, normalize: (s: string) => string): Occurrence | undefined {
  const [, date] = requestedId.split('::');
  if (!date) return undefined;
  for (const element of stored.elements) {
    if (element.type !== 'datetime' || !element.data) continue;
    const ranges = Array.isArray(element.data) ? element.data : [element.data];
    if (ranges.some((r) => normalize(r.start) === date)) return { element: element.id, start: date, repeating: true };
  }
  return undefined;
}
