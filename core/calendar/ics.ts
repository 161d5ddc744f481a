import type { LngLat } from '../entry/location';
import { vtimezone, type ZoneBlock } from './vtimezone';
import { icsLocal, icsUtc, wallTime, type ZoneClock, zoneClock } from './zone-time';

export interface CalendarEvent {
  /** Globally unique and stable: a repeating event's occurrence keeps its 'id::date' key in it. */
  uid: string;
  summary: string;
  /** ISO 8601: a moment, or a bare date for an all-day event. */
  start: string;
  end?: string;
  allDay: boolean;
  description?: string;
  url?: string;
  location?: string;
  geo?: LngLat;
}

export interface CalendarInput {
  /** The calendar's name in calendar apps (X-WR-CALNAME). */
  name: string;
  /** The site's IANA zone: timed events are written in its wall-clock time. */
  timeZone: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP: when this calendar object was made. */
  now: Date;
  /** How the zone's VTIMEZONE block is made: the worker passes its kept blocks (worker/feeds/calendar.ts). */
  zoneBlock?: ZoneBlock;
}

const PRODID = '-//Travel Guide//Site Worker//EN';
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

function icsDate(value: string): string {
  return value.slice(0, 10).replace(/-/g, '');
}

function dayAfter(value: string): string {
  return new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** DTSTART/DTEND: all-day as DATE (the end exclusive, RFC 5545 3.6.1), timed in the site's zone. */
function timing(event: CalendarEvent, timeZone: string, clock: ZoneClock): string[] {
  if (event.allDay) {
    const end = event.end && event.end.slice(0, 10) >= event.start.slice(0, 10) ? event.end : event.start;
    return [`DTSTART;VALUE=DATE:${icsDate(event.start)}`, `DTEND;VALUE=DATE:${icsDate(dayAfter(end))}`];
  }
  const local = (value: string) => `;TZID=${timeZone}:${icsLocal(wallTime(Date.parse(value), clock))}`;
  const end = event.end && Date.parse(event.end) > Date.parse(event.start) ? event.end : undefined;
  return [`DTSTART${local(event.start)}`, ...(end ? [`DTEND${local(end)}`] : [])];
}

function vevent(event: CalendarEvent, input: CalendarInput, clock: ZoneClock): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsUtc(input.now.getTime())}`,
    ...timing(event, input.timeZone, clock),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

/** Instants the zone definition must cover: the timed events' starts and ends. */
function timedInstants(events: readonly CalendarEvent[]): number[] {
  return events.filter((event) => !event.allDay && !dateOnly.test(event.start)).flatMap((event) => [event.start, event.end ?? event.start].map(Date.parse));
}

/** An RFC 5545 VCALENDAR; its VTIMEZONE is present whenever an event is written in the site's zone. */
export function calendarIcs(input: CalendarInput): string {
  const instants = timedInstants(input.events);
  const clock = zoneClock(input.timeZone);
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${input.timeZone}`,
    ...(instants.length ? vtimezone(input.timeZone, instants, input.zoneBlock) : []),
    ...input.events.flatMap((event) => vevent(event, input, clock)),
    'END:VCALENDAR',
  ]);
}

// RFC 5545 lexical rules: TEXT escaping (3.3.11), line folding at 75 octets (3.1) and CRLF endings.

/** TEXT values escape backslash, semicolon and comma, and carry line breaks as \n. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8. */
function utf8Size(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

const ASCII = /^[\x00-\x7f]*$/;

/** Folds a content line into lines of at most 75 octets, never splitting a UTF-8 character. */
function foldLine(line: string): string {
  // Most lines fit as they are: 25 characters are at most 75 octets, and ASCII is one octet each.
  if (line.length <= 25 || (line.length <= 75 && ASCII.test(line))) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const codePoint = line.codePointAt(index)!;
    const size = utf8Size(codePoint);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

/** A calendar object from its content lines: folded, CRLF-terminated. */
function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
