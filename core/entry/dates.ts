import * as z from 'zod';
import type { Element, Entry } from '../content-shapes';
import { elementByRole } from './elements';
import type { ElementRole, EntryIds } from './ids';

export interface DateRange {
  /** ISO 8601 */
  start: string;
  /** ISO 8601; absent for a single moment. */
  end?: string;
  /** preferences.data_type 'date' (no time of day) rather than the default 'date/time'. */
  allDay: boolean;
}

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)));
const rangeSchema = z.object({ start: isoDate, end: isoDate.nullish() });

function rangesOf(data: unknown): { start: string; end?: string }[] {
  const items = Array.isArray(data) ? data : [data];
  return items.flatMap((item) => {
    const range = rangeSchema.safeParse(item);
    if (!range.success) return [];
    return [range.data.end ? { start: range.data.start, end: range.data.end } : { start: range.data.start }];
  });
}

/** Every valid range of a datetime element, in stored order; invalid items are skipped. */
export function dateRanges(element: Element): DateRange[] {
  const allDay = element.preferences?.data_type === 'date';
  return rangesOf(element.data).map((range) => ({ ...range, allDay }));
}

/**
 * An all-day range lasts until the end of its last day; a timed one until its end (or its start when
 * it has no end).
 */
function endsAt(range: DateRange): number {
  const end = Date.parse(range.end ?? range.start);
  return range.allDay && /^\d{4}-\d{2}-\d{2}$/.test(range.end ?? range.start) ? end + 86_400_000 - 1 : end;
}

/** The first range whose end is not in the past (docs/product/views-and-states.md#dates). */
export function currentRange(ranges: readonly DateRange[], now: Date): DateRange | undefined {
  return ranges.find((range) => endsAt(range) >= now.getTime());
}

/**
 * The date an entry key supplies for this element (repeating events list one entry per date). A key
 * names an occurrence by its start: the occurrence is the element's range starting then, end included,
 * so a list card and the detail page show the same range.
 */
function keyedRange(entry: Entry, element: Element): DateRange | undefined {
  const keyed = entry.key?.element?.[element.id];
  if (keyed === undefined || keyed === null) return undefined;
  const [range] = typeof keyed === 'string' ? rangesOf({ start: keyed }) : rangesOf(keyed);
  if (!range) return undefined;
  const stored = range.end ? undefined : dateRanges(element).find((candidate) => Date.parse(candidate.start) === Date.parse(range.start));
  return stored ?? { ...range, allDay: element.preferences?.data_type === 'date' };
}

/** The date to show for an entry's datetime element: the key's date, else the first current range. */
export function entryDate(entry: Entry, ids: Pick<EntryIds, 'elements'>, now: Date, role: ElementRole = 'event'): DateRange | undefined {
  const element = elementByRole(entry, ids, role);
  if (element?.type !== 'datetime') return undefined;
  return keyedRange(entry, element) ?? currentRange(dateRanges(element), now);
}

/** How many further dates of a repeating event a detail page lists. */
const FURTHER_DATES = 6;

/**
 * A repeating event's further dates: its ranges that start after the shown one and have not ended, in
 * date order, at most `count`.
 */
function furtherRanges(ranges: readonly DateRange[], shown: DateRange, now: Date, count = FURTHER_DATES): DateRange[] {
  const after = Date.parse(shown.start);
  return ranges
    .filter((range) => Date.parse(range.start) > after && endsAt(range) >= now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, count);
}

/** The further dates after the date shown for an entry's datetime element (see entryDate). */
export function entryFurtherDates(entry: Entry, ids: Pick<EntryIds, 'elements'>, now: Date, role: ElementRole = 'event'): DateRange[] {
  const element = elementByRole(entry, ids, role);
  const shown = entryDate(entry, ids, now, role);
  return element?.type === 'datetime' && shown ? furtherRanges(dateRanges(element), shown, now) : [];
}

const repeatSeparator = '::';

/** The entry an id names: 'id::date' (one occurrence of a repeating event) names 'id'. */
function baseEntryId(id: string): string {
  const at = id.indexOf(repeatSeparator);
  return at < 0 ? id : id.slice(0, at);
}

/**
 * A list ordered by date answers one row per occurrence of a repeating event; a visitor wants each
 * event once, at its first listed (next) occurrence.
 */
export function onePerEntry<E extends { id: string }>(entries: readonly E[]): E[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const id = baseEntryId(entry.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Repeating events are addressed as 'id::date' (docs/product/views-and-states.md#dates). */
export function repeatingEventId(id: string, date: string): string {
  return `${id}${repeatSeparator}${date}`;
}
