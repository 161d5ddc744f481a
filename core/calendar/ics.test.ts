import { describe, expect, it } from 'vitest';
import { calendarIcs } from './ics';
import { parseIcs } from '../../test/support/parse-ics';

const now = new Date('2026-05-01T12:00:00Z');

describe('calendarIcs', () => {
  it('writes timed events in the site zone, with a VTIMEZONE that resolves them across daylight saving', () => {
    const winter = '2027-01-15T23:30:00.000Z';
    const summer = '2027-07-04T16:00:00.000Z';
    const text = calendarIcs({
      name: 'Island Guide events',
      timeZone: 'America/New_York',
      now,
      events: [
        { uid: 'a@x', summary: 'Winter', start: winter, end: '2027-01-16T02:00:00.000Z', allDay: false },
        { uid: 'b@x', summary: 'Summer', start: summer, allDay: false },
      ],
    });
    expect(text).toContain('DTSTART;TZID=America/New_York:20270115T183000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20270704T120000');
    const { zones, events } = parseIcs(text);
    expect(zones).toEqual(['America/New_York']);
    expect(text).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/);
    expect(text).toMatch(/BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500/);
    expect(events.map((event) => event.start.toISOString())).toEqual([winter, summer]);
    expect(events[0]!.end!.toISOString()).toBe('2027-01-16T02:00:00.000Z');
    expect(events.every((event) => event.zone === 'America/New_York' && !event.allDay)).toBe(true);
  });

  it('gives a zone without daylight saving one observance', () => {
    const text = calendarIcs({ name: 'x', timeZone: 'America/Puerto_Rico', now, events: [{ uid: 'a@x', summary: 'A', start: '2027-07-04T16:00:00Z', allDay: false }] });
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(parseIcs(text).events[0]!.start.toISOString()).toBe('2027-07-04T16:00:00.000Z');
  });

  it('writes all-day events as dates with an exclusive end and no zone', () => {
    const text = calendarIcs({ name: 'x', timeZone: 'America/Denver', now, events: [{ uid: 'a@x', summary: 'Fair', start: '2027-03-01', end: '2027-03-03', allDay: true }] });
    expect(text).toContain('DTSTART;VALUE=DATE:20270301');
    expect(text).toContain('DTEND;VALUE=DATE:20270304');
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    expect(parseIcs(text).events[0]).toMatchObject({ allDay: true, summary: 'Fair' });
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    const summary = 'Fiesta; music, food\\and "more"';
    const description = `Línea uno\nLínea dos: ${'ñandú '.repeat(40)}`;
    const text = calendarIcs({
      name: 'x',
      timeZone: 'UTC',
      now,
      events: [{ uid: 'a@x', summary, description, start: '2027-03-01T10:00:00Z', allDay: false, location: 'Main St, Dewey', geo: { lng: -65.3, lat: 18.3 }, url: 'https://example.test/e?a=1' }],
    });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith('\r\n')).toBe(true);
    const [event] = parseIcs(text).events;
    expect(event).toMatchObject({ summary, description, location: 'Main St, Dewey', url: 'https://example.test/e?a=1', geo: [18.3, -65.3] });
  });

  it('carries what RFC 5545 requires of a calendar and its events', () => {
    const text = calendarIcs({ name: 'x', timeZone: 'UTC', now, events: [{ uid: 'a@x', summary: 'A', start: '2027-03-01T10:00:00Z', allDay: false }] });
    const { calendar } = parseIcs(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(vevent!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-05-01T12:00:00Z');
  });
});

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

/** A one-event calendar whose event carries `value` in `field`, and that field's content line as written (folded). */
function writtenLine(field: 'SUMMARY' | 'DESCRIPTION', value: string): { text: string; folded: string } {
  const text = calendarIcs({
    name: 'x',
    timeZone: 'UTC',
    now,
    events: [{ uid: 'a@x', summary: field === 'SUMMARY' ? value : 'A', ...(field === 'DESCRIPTION' ? { description: value } : {}), start: '2027-03-01', allDay: true }],
  });
  const match = text.match(new RegExp(`(?:^|\\r\\n)(${field}:.*?(?:\\r\\n .*?)*)\\r\\n(?! )`, 's'));
  return { text, folded: match![1]! };
}

describe('content lines', () => {
  it('leaves a line of at most 75 octets alone', () => {
    expect(writtenLine('SUMMARY', 'a'.repeat(67)).folded).toBe(`SUMMARY:${'a'.repeat(67)}`);
    expect(writtenLine('SUMMARY', 'Café').folded).toBe('SUMMARY:Café');
  });

  it.each([
    ['ASCII', 'DESCRIPTION', 'The towpath runs beside the canal for miles. '.repeat(6)],
    ['accents', 'DESCRIPTION', 'Señalización del café junto al muelle, año tras año. '.repeat(5)],
    ['three-octet characters', 'SUMMARY', '—東京…'.repeat(30)],
    ['surrogate pairs', 'SUMMARY', '🥾 hike 🏞️ '.repeat(20)],
  ] as const)('folds %s into lines of at most 75 octets, never inside a character, and unfolds to the same line', (_, field, value) => {
    const { text, folded } = writtenLine(field, value);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Full lines: a fold happens only when the next character would not fit.
    for (const part of lines.slice(0, -1)) expect(octets(part)).toBeGreaterThan(71);
    expect(unfold(folded)).toBe(`${field}:${value.replace(/,/g, '\\,')}`);
    expect(folded).not.toContain('\ufffd');
    const [event] = parseIcs(text).events;
    expect(field === 'SUMMARY' ? event!.summary : event!.description).toBe(value);
  });

  it('ends every content line with CRLF and escapes TEXT', () => {
    const { text, folded } = writtenLine('SUMMARY', 'a;b,c\\d\ne');
    expect(folded).toBe('SUMMARY:a\\;b\\,c\\\\d\\ne');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
