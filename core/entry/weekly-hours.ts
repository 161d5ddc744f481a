import * as z from 'zod';
import { wallTime, zoneClock, zoneInstant } from '../calendar/zone-time';
import { dateFormatter } from '../format/dates';
import { formatsOf } from '../i18n/locales';

// Opening hours as a weekly schedule (docs/product/views-and-states.md#opening-hours): the OpenStreetMap
// importer parses `opening_hours` at import time (the parser never reaches a worker) and stores the
// week in the `weekly_hours` element as text: seven days from Monday, separated by ';', each day's
// intervals 'HH:MM-HH:MM' separated by ',', an empty day closed. The page writes it in its own
// language and formats, and says whether the place is open now only while the data is recent.

/** How old a site's open data may be for a page to say a place is open now. */
const CURRENT_HOURS_DAYS = 365;

const DAY_MS = 86_400_000;
const clock = /^(?:[01]\d|2[0-3]):[0-5]\d-(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const scheduleSchema = z
  .string()
  .transform((text) => text.split(';').map((day) => (day ? day.split(',') : [])))
  .pipe(z.array(z.array(z.string().regex(clock, 'must be HH:MM-HH:MM intervals'))).length(7, 'must hold seven days'));

/** Per weekday from Monday, the opening intervals in minutes after midnight. */
export type WeeklySchedule = [from: number, to: number][][];

/** The element's schedule; undefined when it is missing or not a schedule (the page then shows no hours from it). */
export function weeklySchedule(data: unknown): WeeklySchedule | undefined {
  const parsed = scheduleSchema.safeParse(data);
  if (!parsed.success) return undefined;
  return parsed.data.map((day) => day.map((interval) => [minutes(interval), minutes(interval.slice(6))]));
}

// 1 January 2024 was a Monday: its week names the weekdays and writes the times, in UTC.
const MONDAY = Date.UTC(2024, 0, 1);

/** One line per weekday in the page's language: 'Donnerstag: 10:00–20:00', 'Thursday: 10:00 AM–8:00 PM', `closed` when closed. */
export function scheduleLines(schedule: WeeklySchedule, locale: string, closed: string): string[] {
  const formats = formatsOf(locale);
  const weekday = new Intl.DateTimeFormat(formats.intl, { weekday: 'long', timeZone: 'UTC' });
  const time = dateFormatter('clock', 'UTC', locale);
  const at = (minute: number) => time.format(MONDAY + minute * 60_000);
  return schedule.map((intervals, day) => {
    const name = weekday.format(MONDAY + day * DAY_MS);
    return `${name}: ${intervals.length > 0 ? intervals.map(([from, to]) => `${at(from)}–${at(to)}`).join(', ') : closed}`;
  });
}

/** The last instant hours recorded on `dataDate` (the site's open data's day) are recent enough to say open now; none (kept by editors): always. */
function currentUntil(dataDate: string | undefined): number {
  return dataDate ? Date.parse(`${dataDate}T00:00:00Z`) + CURRENT_HOURS_DAYS * DAY_MS : Number.POSITIVE_INFINITY;
}

/** Whether hours recorded on `dataDate` (the site's open data's day; none: kept by editors) are recent enough to say open now. */
export function hoursAreCurrent(dataDate: string | undefined, now: Date): boolean {
  return now.getTime() <= currentUntil(dataDate);
}

/** Where `now` falls in the site zone's week: its wall time, the weekday from Monday (0) and the minute of the day. */
function weekMoment(now: Date, timeZone: string) {
  const clock = zoneClock(timeZone);
  const wall = wallTime(now.getTime(), clock);
  const day = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
  return { clock, wall, day, minute: wall.hour * 60 + wall.minute };
}

/** Whether the schedule has the place open at `now` in the site's time zone. */
export function openAt(schedule: WeeklySchedule, now: Date, timeZone: string): boolean {
  const { day, minute } = weekMoment(now, timeZone);
  return schedule[day]!.some(([from, to]) => from <= minute && minute < to);
}

/**
 * Until when what `openAt` says at `now` holds (epoch milliseconds): the schedule's next opening or
 * closing in the site's zone, or the day the hours stop being recent enough to say it, whichever comes
 * first. Undefined when neither ever comes (no hours at all, kept by editors).
 */
export function openStateUntil(schedule: WeeklySchedule, now: Date, timeZone: string, dataDate: string | undefined): number | undefined {
  const { clock, wall, day, minute } = weekMoment(now, timeZone);
  let change: number | undefined;
  for (let ahead = 0; ahead <= 7 && change === undefined; ahead++) {
    const next = schedule[(day + ahead) % 7]!.flat().filter((boundary) => ahead > 0 || boundary > minute);
    if (next.length > 0) change = zoneInstant(wall.year, wall.month, wall.day + ahead, Math.min(...next), clock);
  }
  const until = Math.min(change ?? Number.POSITIVE_INFINITY, currentUntil(dataDate));
  return Number.isFinite(until) ? until : undefined;
}
