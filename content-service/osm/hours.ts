import OpeningHours from 'opening_hours';

// opening_hours values parsed at import time (the parser stays out of the workers) into a weekly
// schedule: one line per day, in English and German, as the `hours` text any client shows, and the
// week as data (`weekly_hours`) that pages write in their own language and formats.

const DAYS = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
} as const;
const CLOSED = { en: 'closed', de: 'geschlossen' } as const;

// opening_hours reads and answers local wall-clock times, so the week is walked in local time.
const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** Each weekday's opening intervals ("10:00–17:00"), Monday first, read from the week of `monday` (YYYY-MM-DD). */
export function weeklySchedule(value: string, monday: string): string[][] | undefined {
  let parsed: OpeningHours;
  try {
    parsed = new OpeningHours(value, null, 0);
  } catch {
    return undefined;
  }
  const days: string[][] = Array.from({ length: 7 }, () => []);
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d);
  for (const [from, to] of parsed.getOpenIntervals(start, new Date(y, m - 1, d + 7))) {
    const day = Math.round((new Date(from.getFullYear(), from.getMonth(), from.getDate()).getTime() - start.getTime()) / 86_400_000);
    const close = hhmm(to) === '00:00' ? '24:00' : hhmm(to);
    days[day]!.push(`${hhmm(from)}–${close}`);
  }
  return days;
}

/** The schedule as the `weekly_hours` element stores it (core/entry/weekly-hours.ts): days from Monday by ';', intervals by ','. */
export function scheduleData(schedule: string[][]): string {
  return schedule.map((intervals) => intervals.map((interval) => interval.replace('–', '-')).join(',')).join(';');
}

/** The schedule as text per locale, with the day it was recorded. */
export function hoursText(schedule: string[][], recorded: { en: string; de: string }): { en: string; de: string } {
  const lines = (locale: 'en' | 'de') => schedule.map((intervals, i) => `${DAYS[locale][i]}: ${intervals.length > 0 ? intervals.join(', ') : CLOSED[locale]}`);
  return {
    en: [...lines('en'), `(as recorded on ${recorded.en})`].join('\n'),
    de: [...lines('de'), `(Stand ${recorded.de})`].join('\n'),
  };
}
