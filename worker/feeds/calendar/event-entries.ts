import type { CalendarEvent } from '../../../core/calendar/ics';
import type { Entry } from '../../../core/content-shapes';
import { type DateRange, dateRanges, entryDate, repeatingEventId } from '../../../core/entry/dates';
import { elementByRole } from '../../../core/entry/elements';
import { entryPoint } from '../../../core/entry/location';
import { entryExcerpt, entryPath } from '../../pages/models/card';
import { contactModel } from '../../pages/models/contact';
import type { ModelContext } from '../../pages/models/context';
import { absoluteUrl } from '../../render/head-model';
import { inlineContact } from '../structured-data/place-parts';

export interface CalendarContext {
  ctx: ModelContext;
  /** The canonical origin: event URLs point at the site's pages. */
  origin: string;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** UIDs name the production host, so an event keeps its identity from staging to production. */
export function eventUid(id: string, ctx: ModelContext): string {
  return `${id}@${ctx.config.hosts.production}`;
}

function addressText(entry: Entry, ctx: ModelContext): string | undefined {
  const contact = inlineContact(entry, ctx.config);
  const lines = contact ? contactModel(contact).addresses[0]?.lines : undefined;
  return lines?.length ? lines.join(', ') : undefined;
}

function calendarEvent(entry: Entry, uidId: string, range: DateRange, { ctx, origin }: CalendarContext): CalendarEvent {
  const point = entryPoint(entry, ctx.config.ids);
  const description = entryExcerpt(entry, ctx);
  const location = addressText(entry, ctx);
  return {
    uid: eventUid(uidId, ctx),
    summary: entry.title,
    start: range.start,
    ...(range.end ? { end: range.end } : {}),
    allDay: range.allDay || dateOnly.test(range.start),
    url: absoluteUrl(origin, entryPath(ctx, { id: uidId, title: entry.title })),
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(point ? { geo: point } : {}),
  };
}

/**
 * An event entry's calendar events. An occurrence ('id::date', as the events list gives it, or a
 * page keyed to one date) is one event with that key as its identity; an entry with several ranges
 * is one event per range, each keyed 'id::start' as the list keys them, so a calendar that imports
 * both holds each occurrence once; a single range keeps the entry's id.
 */
export function eventEntryEvents(entry: Entry, cal: CalendarContext): CalendarEvent[] {
  const { ctx } = cal;
  const element = elementByRole(entry, ctx.config.ids, 'event');
  if (element?.type !== 'datetime') return [];
  if (entry.id.includes('::')) {
    const range = entryDate(entry, ctx.config.ids, ctx.now);
    return range ? [calendarEvent(entry, entry.id, range, cal)] : [];
  }
  const ranges = dateRanges(element);
  if (ranges.length === 1) return [calendarEvent(entry, entry.id, ranges[0]!, cal)];
  return ranges.map((range) => calendarEvent(entry, repeatingEventId(entry.id, range.start), range, cal));
}
