import type { Entry } from '../../../core/content-shapes';
import type { DateModel } from '../../../ui/components/models';
import { type DateRange, dateRanges, element } from './read';

// Dates show in en-US form in the site's time zone (SPEC 1), whatever the interface language.

function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', withTime ? { timeZone, dateStyle: 'long', timeStyle: 'short' } : { timeZone, dateStyle: 'long' });
}

export function formatRange(range: DateRange, timeZone: string, withTime: boolean): string {
  const format = formatter(timeZone, withTime);
  const start = new Date(range.start);
  if (!range.end || range.end === range.start) return format.format(start);
  return format.formatRange(start, new Date(range.end));
}

function keyedDate(entry: Entry, elementId: string): DateRange | undefined {
  const value = entry.key?.element?.[elementId];
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return { start: value };
  if (value && typeof value === 'object') {
    const { start, end } = value as { start?: unknown; end?: unknown };
    if (typeof start === 'string' && !Number.isNaN(Date.parse(start))) return typeof end === 'string' ? { start, end } : { start };
  }
  return undefined;
}

/**
 * SPEC 4: a date element shows the first range whose end is not in the past, unless the entry key
 * supplies the date (a repeating event's occurrence). Nothing shows when every range is over.
 */
export function shownRange(entry: Entry, elementId: string, now: Date): DateRange | undefined {
  const keyed = keyedDate(entry, elementId);
  if (keyed) return keyed;
  return dateRanges(entry, elementId).find((range) => Date.parse(range.end ?? range.start) >= now.getTime());
}

export function entryDates(entry: Entry, elementId: string | undefined, timeZone: string, now: Date): DateModel[] {
  if (!elementId) return [];
  const range = shownRange(entry, elementId, now);
  if (!range) return [];
  const withTime = (element(entry, elementId)?.preferences?.data_type ?? 'date/time') !== 'date';
  return [{ start: range.start, text: formatRange(range, timeZone, withTime) }];
}
