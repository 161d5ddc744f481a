import type { CalendarEvent } from '../../../core/calendar/ics';
import type { Entry } from '../../../core/content-shapes';
import { entryExcerpt, entryPath } from '../../pages/models/card';
import { absoluteUrl } from '../../render/head-model';
import { type CalendarContext, eventUid } from './event-entries';

/**
 * An itinerary has no date of its own: its calendar is the whole trip as one all-day event on the
 * day the visitor picks (`?date=`), its stops listed in order with their pages, so the plan travels
 * with the day in the visitor's calendar.
 */
export function itineraryEvent(entry: Entry, stops: readonly Entry[], day: string, cal: CalendarContext): CalendarEvent {
  const { ctx, origin } = cal;
  const lines = stops.map((stop, index) => `${index + 1}. ${stop.title} – ${absoluteUrl(origin, entryPath(ctx, stop))}`);
  const description = [entryExcerpt(entry, ctx), lines.join('\n')].filter(Boolean).join('\n\n');
  return {
    uid: eventUid(`${entry.id}::${day}`, ctx),
    summary: entry.title,
    start: day,
    allDay: true,
    url: absoluteUrl(origin, entryPath(ctx, entry)),
    ...(description ? { description } : {}),
    ...(stops[0] ? { location: stops[0].title } : {}),
  };
}
