import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { type CalendarEvent, calendarIcs } from '../../../core/calendar/ics';
import { entryKind } from '../../../core/entry/kind';
import { isoDateInZone } from '../../../core/format/dates';
import { calendarPath, type RouteMatch, slug } from '../../../core/routes';
import type { AppEnv } from '../../env';
import { InvalidInput, NotFound } from '../../errors';
import { lookUpEntry } from '../../pages/entry-lookup';
import { itineraryStops } from '../../pages/itinerary-stops';
import { routeLabel } from '../../pages/route-label';
import { modelContext } from '../../pages/models/context';
import { canonicalOrigin } from '../../render/head-model';
import { indexEntries } from '../index-entries';
import { type CalendarContext, eventEntryEvents } from './event-entries';
import { itineraryEvent } from './itinerary-event';
import { withSearch } from '../../../core/query-string';

interface Calendar {
  name: string;
  /** The download's file name, without extension. */
  file: string;
  events: CalendarEvent[];
}

const day = z.iso.date();

/** The upcoming-events list: every entry the list shows (all its pages, its filters kept). */
async function listCalendar(c: Context<AppEnv>, match: RouteMatch, cal: CalendarContext): Promise<Calendar> {
  if (!match.route.meta.upcomingOnly) throw new NotFound(new URL(c.req.url).pathname);
  const entries = await indexEntries(c, match, new URL(c.req.url).searchParams);
  const { config, locale } = cal.ctx;
  return {
    name: `${config.name} – ${routeLabel(config, locale, match.route.name)}`,
    file: `${config.name} ${match.route.name}`,
    events: entries.flatMap((entry) => eventEntryEvents(entry, cal)),
  };
}

/** The day an itinerary is planned for: `?date=YYYY-MM-DD`, else tomorrow in the site's zone. */
function plannedDay(c: Context<AppEnv>, cal: CalendarContext): string {
  const asked = c.req.query('date');
  if (asked === undefined) return isoDateInZone(new Date(cal.ctx.now.getTime() + 86_400_000), cal.ctx.config.timeZone);
  const parsed = day.safeParse(asked);
  if (!parsed.success) throw new InvalidInput('date', 'date must be a calendar date (YYYY-MM-DD)');
  return parsed.data;
}

async function entryCalendar(c: Context<AppEnv>, match: RouteMatch, cal: CalendarContext): Promise<Calendar | Response> {
  const { ctx } = cal;
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') {
    const [path, query] = found.location.split('?', 2) as [string, string | undefined];
    return c.redirect(withSearch(`${path}/calendar.ics`, query ?? ''), 301);
  }
  const { entry } = found;
  const kind = entryKind(entry, ctx.config.ids.types);
  if (kind === 'itinerary') {
    const stops = await itineraryStops(c.var.content, entry, ctx);
    return { name: entry.title, file: entry.title, events: [itineraryEvent(entry, stops, plannedDay(c, cal), cal)] };
  }
  const events = kind === 'event' ? eventEntryEvents(entry, cal) : [];
  if (events.length === 0) throw new NotFound(`calendar of ${entry.id}`);
  return { name: entry.title, file: entry.title, events };
}

/**
 * GET {page path}/calendar.ics: an event's occurrences, an itinerary's planned day, or the upcoming
 * events list, as RFC 5545 in the site's time zone. Mount with `app.get('*', calendarFeeds)` before
 * the page handler; like the map downloads it is matched as its page (core/routes/page-files.ts).
 */
export const calendarFeeds = createMiddleware<AppEnv>(async (c, next) => {
  if (!calendarPath(new URL(c.req.url).pathname)) return next();
  const match = c.var.route;
  if (!match || (match.route.view !== 'index' && match.route.view !== 'detail')) throw new NotFound(new URL(c.req.url).pathname);
  const ctx = modelContext(c);
  const cal: CalendarContext = { ctx, origin: canonicalOrigin(c.var.site, new URL(c.req.url)) };
  const calendar = match.route.view === 'index' ? await listCalendar(c, match, cal) : await entryCalendar(c, match, cal);
  if (calendar instanceof Response) return calendar;
  return c.body(calendarIcs({ name: calendar.name, timeZone: ctx.config.timeZone, events: calendar.events, now: ctx.now }), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${slug(calendar.file) || 'calendar'}.ics"`,
    'Cache-Control': c.var.preview ? 'no-store' : `public, max-age=0, s-maxage=${ctx.config.cache.dynamic}`,
  });
});
