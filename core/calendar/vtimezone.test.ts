import { describe, expect, it } from 'vitest';
import { vtimezone, type ZoneBlock, zoneBlock } from './vtimezone';
import { icsOffset, offsetMinutes, zoneClock } from './zone-time';

const HOUR = 3_600_000;

/**
 * Every hour at which the zone's offset changes over the year, by looking at every hour: the slow, sure
 * way. One clock, and each hour's offset read once (it is the next hour's "before"): a formatter built
 * per reading made this file take a minute.
 */
function hourlyChanges(timeZone: string, year: number): string[] {
  const clock = zoneClock(timeZone);
  const changes: string[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let before = offsetMinutes(Date.UTC(year, 0, 1), clock);
  for (let at = Date.UTC(year, 0, 1); at < end; at += HOUR) {
    const after = offsetMinutes(at + HOUR, clock);
    if (before !== after) changes.push(`${icsOffset(before)}>${icsOffset(after)}`);
    before = after;
  }
  return changes;
}

function blockChanges(lines: readonly string[]): string[] {
  const from = lines.filter((line) => line.startsWith('TZOFFSETFROM:')).map((line) => line.slice(13));
  const to = lines.filter((line) => line.startsWith('TZOFFSETTO:')).map((line) => line.slice(11));
  return from.map((offset, index) => `${offset}>${to[index]}`).slice(1);
}

describe('vtimezone', () => {
  it.each(['America/New_York', 'Africa/Casablanca', 'Australia/Lord_Howe', 'Europe/Dublin', 'Asia/Tehran', 'UTC'])('finds every offset change of %s that an hourly scan finds', (zone) => {
    const lines = vtimezone(zone, [Date.UTC(2026, 5, 1)]);
    expect(blockChanges(lines)).toEqual(hourlyChanges(zone, 2026));
  });

  it('writes each onset in the local time before it', () => {
    const lines = vtimezone('America/New_York', [Date.UTC(2026, 5, 1)]);
    expect(lines).toContain('DTSTART:20260308T020000');
    expect(lines).toContain('DTSTART:20261101T020000');
  });

  it('asks for the block of the whole years the instants fall in, so feeds of a zone and its years can share one', () => {
    const asked: [string, number, number][] = [];
    const block: ZoneBlock = (zone, start, end) => {
      asked.push([zone, start, end]);
      return zoneBlock(zone, start, end);
    };
    const first = vtimezone('Europe/Madrid', [Date.UTC(2026, 2, 1), Date.UTC(2027, 1, 1)], block);
    expect(vtimezone('Europe/Madrid', [Date.UTC(2026, 11, 31), Date.UTC(2027, 0, 5)], block)).toEqual(first);
    expect(vtimezone('Europe/Madrid', [Date.UTC(2026, 2, 1)], block)).not.toEqual(first);
    const twoYears = ['Europe/Madrid', Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1)];
    expect(asked).toEqual([twoYears, twoYears, ['Europe/Madrid', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)]]);
  });
});
