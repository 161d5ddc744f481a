import { describe, expect, it } from 'vitest';
import { formatDateRange, isoDateInZone } from './dates';

describe('formatDateRange', () => {
  it('shows a lone start in en-US form in the site time zone', () => {
    expect(formatDateRange({ start: '2026-06-04T01:30:00Z', allDay: false }, 'America/Denver', 'en')).toBe('June 3, 2026 at 7:30 PM');
    expect(formatDateRange({ start: '2026-06-04T01:30:00Z', allDay: false }, 'America/New_York', 'en')).toBe('June 3, 2026 at 9:30 PM');
  });

  it('keeps a bare calendar date on its day whatever the zone', () => {
    expect(formatDateRange({ start: '2026-06-04', allDay: true }, 'America/Los_Angeles', 'en')).toBe('June 4, 2026');
  });

  it('is empty for an invalid date', () => {
    expect(formatDateRange({ start: 'soon', allDay: false }, 'America/Denver', 'en')).toBe('');
  });

  it('collapses the shared day of a timed range', () => {
    expect(formatDateRange({ start: '2026-06-04T00:00:00Z', end: '2026-06-04T03:00:00Z', allDay: false }, 'America/Denver', 'en')).toBe('June 3, 2026, 6:00 – 9:00 PM');
  });

  it('collapses the shared month and year of a multi-day range', () => {
    expect(formatDateRange({ start: '2026-06-03', end: '2026-06-05', allDay: true }, 'America/Denver', 'en')).toBe('June 3 – 5, 2026');
  });

  it('shows a single date when there is no end or the end is not after the start', () => {
    expect(formatDateRange({ start: '2026-06-03', allDay: true }, 'UTC', 'en')).toBe('June 3, 2026');
    expect(formatDateRange({ start: '2026-06-03', end: '2026-06-01', allDay: true }, 'UTC', 'en')).toBe('June 3, 2026');
  });
});

describe('formatDateRange in German (Liechtenstein and Switzerland)', () => {
  // workerd's Intl (de-CH): day.month.year and 24-hour times.
  it('writes day.month.year and 24-hour times, collapsing what a range shares', () => {
    expect(formatDateRange({ start: '2026-06-04T01:30:00Z', allDay: false }, 'Europe/Vaduz', 'de')).toBe('04.06.2026, 03:30');
    expect(formatDateRange({ start: '2026-06-04T16:00:00Z', end: '2026-06-04T19:00:00Z', allDay: false }, 'Europe/Vaduz', 'de')).toBe('04.06.2026, 18:00–21:00 Uhr');
    expect(formatDateRange({ start: '2026-06-03', end: '2026-06-05', allDay: true }, 'Europe/Vaduz', 'de')).toBe('03.–05.06.2026');
    expect(formatDateRange({ start: '2026-06-03', allDay: true }, 'UTC', 'de-LI')).toBe('03.06.2026');
  });

  it('keeps en-US dates in English and Spanish, and for a language it does not know', () => {
    const range = { start: '2026-06-03', allDay: true };
    for (const locale of ['en', 'es', 'fr']) expect(formatDateRange(range, 'UTC', locale), locale).toBe('June 3, 2026');
  });
});

describe('isoDateInZone', () => {
  it("gives today's calendar date in the site zone", () => {
    const now = new Date('2026-06-04T03:00:00Z');
    expect(isoDateInZone(now, 'America/Denver')).toBe('2026-06-03');
    expect(isoDateInZone(now, 'UTC')).toBe('2026-06-04');
  });
});
