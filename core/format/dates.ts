import { formatsOf } from '../i18n/locales';

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

/** 'weekday' names a day ('Friday, November 27'), 'clock' a time of day ('4:46 PM'). */
export type DateStyle = 'day' | 'time' | 'isoDate' | 'weekday' | 'clock';

/** How a formatter of a style and zone is had: `dateFormatter`, or the worker's kept ones (worker/date-formatters.ts). */
export type DateFormatters = (style: DateStyle, timeZone: string, locale: string) => Intl.DateTimeFormat;

/**
 * A formatter of one style in a zone. One costs far more to make than to use, and every event card
 * of a page asks for one: the worker keeps them and passes them in.
 */
export const dateFormatter: DateFormatters = (style, timeZone, locale) => {
  if (style === 'isoDate') return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const formats = formatsOf(locale);
  return new Intl.DateTimeFormat(formats.intl, { ...formats[style], timeZone });
};

function toDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date range in the locale's form (core/i18n/locales.ts), collapsing shared parts: 'June 3 – 5, 2026',
 * 'June 3, 2026, 6:00 – 9:00 PM' in English, '03.–05.06.2026' in German.
 */
export function formatDateRange(range: FormattableRange, timeZone: string, locale: string, formatters: DateFormatters = dateFormatter): string {
  const start = toDate(range.start);
  if (!start) return '';
  const end = range.end ? toDate(range.end) : undefined;
  const zone = zoneFor(range.start, range.allDay, timeZone);
  const format = formatters(range.allDay ? 'day' : 'time', zone, locale);
  if (!end || end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/** Today's calendar date (YYYY-MM-DD) in the site's time zone: the events list starts after it. */
export function isoDateInZone(now: Date, timeZone: string, formatters: DateFormatters = dateFormatter): string {
  return formatters('isoDate', timeZone, '').format(now);
}
