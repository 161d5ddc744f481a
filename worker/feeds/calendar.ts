import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { type CalendarEvent, calendarIcs } from '../../core/calendar/ics';
import { type ZoneBlock, zoneBlock } from '../../core/calendar/vtimezone';
import { entryKind } from '../../core/entry/ids';
import { isoDateInZone } from '../../core/format/dates';
import { calendarPath, type RouteMatch, slug } from '../../core/routes';
import { keptDateFormatters } from '../date-formatters';
import type { AppEnv } from '../env';
import { memo } from '../memo';
import { InvalidInput, NotFound } from '../errors';
import { lookUpEntry, itineraryStops } from '../pages/entry-lookup';
import { routeLabel } from '../render/layout-data';
import { modelContext } from '../pages/models/context';
import { canonicalOrigin, absoluteUrl } from '../render/head-model';
import { indexEntries } from './index-entries';
import { withSearch } from '../../core/query-string';
import type { Entry } from '../../core/content-shapes';
import { type DateRange, dateRanges, entryDate, repeatingEventId } from '../../core/entry/dates';
import { elementByRole } from '../../core/entry/elements';
import { entryPoint } from '../../core/entry/location';
import { entryExcerpt, entryPath } from '../pages/models/card';
import { contactModel } from '../pages/models/contact';
import type { ModelContext } from '../pages/models/context';
import { inlineContact } from './structured-data/entity';

interface CalendarContext {
  ctx: ModelContext;
  /** The canonical origin: event URLs point at the site's pages. */
  origin: string;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** UIDs name the production host, so an event keeps its identity from staging to production. */
function eventUid(id: string, ctx: ModelContext): string {
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
function eventEntryEvents(entry: Entry, cal: CalendarContext): CalendarEvent[] {
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

/**
 * An itinerary has no date of its own: its calendar is the whole trip as one all-day event on the
 * day the visitor picks (`?date=`), its stops listed in order with their pages, so the plan travels
 * with the day in the visitor's calendar.
 */
function itineraryEvent(entry: Entry, stops: readonly Entry[], day: string, cal: CalendarContext): CalendarEvent {
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
  if (asked === undefined) return isoDateInZone(new Date(cal.ctx.now.getTime() + 86_400_000), cal.ctx.config.timeZone, keptDateFormatters);
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

// Every feed of a zone in the same years writes the same VTIMEZONE, found by sampling the zone's offset
// week by week: the last 64 blocks are kept.
const zoneBlocks = memo((_key: string, timeZone: string, start: number, end: number) => zoneBlock(timeZone, start, end), 64);
const keptZoneBlock: ZoneBlock = (timeZone, start, end) => zoneBlocks(`${timeZone} ${start} ${end}`, timeZone, start, end);

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
  return c.body(calendarIcs({ name: calendar.name, timeZone: ctx.config.timeZone, events: calendar.events, now: ctx.now, zoneBlock: keptZoneBlock }), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${slug(calendar.file) || 'calendar'}.ics"`,
    'Cache-Control': c.var.preview ? 'no-store' : `public, max-age=0, s-maxage=${ctx.config.cache.dynamic}`,
  });
});
