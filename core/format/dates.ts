import { intlLocale } from '../i18n/locales';
import { remembered } from '../remembered';

export interface FormattableRange {
  start: string;
  end?: string;
  allDay: boolean;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

// A bare calendar date names a day, not a moment: formatting it in the site's zone could move it to
// the previous day, so it is read and shown in UTC.
function zoneFor(value: string, allDay: boolean, timeZone: string): string {
  return allDay && dateOnly.test(value) ? 'UTC' : timeZone;
}

// A formatter costs far more to make than to use, and every event card of a page asks for one.
const dayFormatters = remembered(100, (timeZone) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone }));
const timeFormatters = remembered(100, (timeZone) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeStyle: 'short', timeZone }));
const isoDateFormatters = remembered(100, (timeZone) => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }));

function formatter(allDay: boolean, timeZone: string): Intl.DateTimeFormat {
  return allDay ? dayFormatters(timeZone) : timeFormatters(timeZone);
}

function toDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date range in en-US form, collapsing shared parts: 'June 3 – 5, 2026', 'June 3, 2026, 6:00 – 9:00 PM'. */
export function formatDateRange(range: FormattableRange, timeZone: string): string {
  const start = toDate(range.start);
  if (!start) return '';
  const end = range.end ? toDate(range.end) : undefined;
  const zone = zoneFor(range.start, range.allDay, timeZone);
  const format = formatter(range.allDay, zone);
  if (!end || end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/** Today's calendar date (YYYY-MM-DD) in the site's time zone: the events list starts after it. */
export function isoDateInZone(now: Date, timeZone: string): string {
  return isoDateFormatters(timeZone).format(now);
}
