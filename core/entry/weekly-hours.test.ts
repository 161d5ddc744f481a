import { describe, expect, it } from 'vitest';
import { hoursAreCurrent, openAt, scheduleLines, weeklySchedule } from './weekly-hours';

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
});
