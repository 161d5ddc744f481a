import { describe, expect, it } from 'vitest';
import { hoursAreCurrent, openAt, openStateUntil, scheduleLines, weeklySchedule } from './weekly-hours';

const museum = ';10:00-17:00;10:00-17:00;10:00-20:00;10:00-17:00;10:00-17:00;10:00-12:00,13:30-24:00';

describe('weekly hours', () => {
  it('reads the stored week, refusing anything but seven days of HH:MM-HH:MM intervals', () => {
    const schedule = weeklySchedule(museum);
    expect(schedule?.[0]).toEqual([]);
    expect(schedule?.[3]).toEqual([[600, 1200]]);
    expect(schedule?.[6]).toEqual([
      [600, 720],
      [810, 1440],
    ]);
    expect(weeklySchedule('10:00-17:00')).toBeUndefined();
    expect(weeklySchedule(museum.replace('20:00', '8pm'))).toBeUndefined();
    expect(weeklySchedule({ en: museum })).toBeUndefined();
  });

  it('writes one line per weekday in the page language: 24-hour in German, en-US in English', () => {
    const schedule = weeklySchedule(museum)!;
    const german = scheduleLines(schedule, 'de', 'geschlossen');
    expect(german[0]).toBe('Montag: geschlossen');
    expect(german[3]).toBe('Donnerstag: 10:00–20:00');
    expect(german[6]).toBe('Sonntag: 10:00–12:00, 13:30–00:00');
    expect(scheduleLines(schedule, 'en', 'closed')[3]).toBe('Thursday: 10:00 AM–8:00 PM');
  });

  it("says open now only while the data is recent, and by the site's own clock", () => {
    const thursday = new Date('2026-11-26T18:30:00Z'); // 19:30 in Vaduz
    expect(hoursAreCurrent('2013-08-03', thursday)).toBe(false);
    expect(hoursAreCurrent('2026-06-01', thursday)).toBe(true);
    expect(hoursAreCurrent(undefined, thursday)).toBe(true);
    const schedule = weeklySchedule(museum)!;
    expect(openAt(schedule, thursday, 'Europe/Vaduz')).toBe(true);
    expect(openAt(schedule, thursday, 'UTC')).toBe(true);
    expect(openAt(schedule, new Date('2026-11-26T19:30:00Z'), 'Europe/Vaduz')).toBe(false);
    expect(openAt(schedule, new Date('2026-11-23T12:00:00Z'), 'Europe/Vaduz')).toBe(false);
  });

  it('knows until when open or closed now holds: the next opening or closing on the site clock, or the day the data gets too old', () => {
    const schedule = weeklySchedule(museum)!;
    const until = (now: string, dataDate?: string) => {
      const at = openStateUntil(schedule, new Date(now), 'Europe/Vaduz', dataDate);
      return at === undefined ? undefined : new Date(at).toISOString();
    };
    // Thursday 19:30 in Vaduz: open until 20:00.
    expect(until('2026-11-26T18:30:00Z')).toBe('2026-11-26T19:00:00.000Z');
    // Monday noon, closed all day: closed until Tuesday 10:00.
    expect(until('2026-11-23T11:00:00Z')).toBe('2026-11-24T09:00:00.000Z');
    // Sunday 23:00, open to midnight: Monday 00:00 closes it.
    expect(until('2026-11-29T22:00:00Z')).toBe('2026-11-29T23:00:00.000Z');
    // Saturday evening before the clocks go forward: Sunday 10:00 is summer time (08:00 UTC).
    expect(until('2026-03-28T19:00:00Z')).toBe('2026-03-29T08:00:00.000Z');
    // Data a year old on Tuesday's first minute: the line goes before the museum opens.
    expect(until('2026-11-23T11:00:00Z', '2025-11-24')).toBe('2026-11-24T00:00:00.000Z');
    expect(openStateUntil(weeklySchedule(';;;;;;')!, new Date('2026-11-23T11:00:00Z'), 'Europe/Vaduz', undefined)).toBeUndefined();
  });
});
