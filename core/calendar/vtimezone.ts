import { remembered } from '../remembered';
import { icsLocal, icsOffset, offsetMinutes, wallTime } from './zone-time';

/**
 * How far apart the zone's offset is sampled. No zone changes its offset twice within a week and back
 * (the shortest gap Intl's data holds is Morocco's Ramadan pause, about a month), so a week finds every
 * change with a seventh of the look-ups a daily step made.
 */
const STEP = 7 * 86_400_000;
const MINUTE = 60_000;

function abbreviation(instant: number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The first minute at which the offset differs from the one at `from` (the two are a step apart at most). */
function transitionBetween(from: number, to: number, timeZone: string): number {
  const before = offsetMinutes(from, timeZone);
  let low = from;
  let high = to;
  while (high - low > MINUTE) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetMinutes(mid, timeZone) === before) low = mid;
    else high = mid;
  }
  return high;
}

interface Observance {
  onset: number;
  from: number;
  to: number;
}

/** Offset changes in [start, end], found by stepping a week at a time and narrowing to the minute. */
function observances(start: number, end: number, timeZone: string): Observance[] {
  let before = offsetMinutes(start, timeZone);
  const found: Observance[] = [{ onset: start, from: before, to: before }];
  for (let at = start; at < end; at += STEP) {
    const next = Math.min(at + STEP, end);
    const after = offsetMinutes(next, timeZone);
    if (before !== after) found.push({ onset: transitionBetween(at, next, timeZone), from: before, to: after });
    before = after;
  }
  return found;
}

/** The block for a zone over whole years: every feed of the zone in those years shares it. */
const zoneBlock = remembered(64, (_key: string, timeZone: string, start: number, end: number): readonly string[] => {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const observance of observances(start, end, timeZone)) {
    const year = new Date(observance.onset).getUTCFullYear();
    const standard = Math.min(offsetMinutes(Date.UTC(year, 0, 1), timeZone), offsetMinutes(Date.UTC(year, 6, 1), timeZone));
    const kind = observance.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // The onset is written in the local time in force before it (RFC 5545 3.6.5).
      `DTSTART:${icsLocal(wallTime(observance.onset + observance.from * MINUTE, 'UTC'))}`,
      `TZOFFSETFROM:${icsOffset(observance.from)}`,
      `TZOFFSETTO:${icsOffset(observance.to)}`,
      `TZNAME:${abbreviation(observance.onset, timeZone)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return Object.freeze(lines);
});

/**
 * A VTIMEZONE for the zone covering the instants given: each observance in force between the first
 * and last of them, with explicit onsets rather than rules, so it holds for any zone Intl knows
 * (including ones whose rules changed). A zone offset is daylight time when it is ahead of the
 * lowest offset of its year.
 */
export function vtimezone(timeZone: string, instants: readonly number[]): readonly string[] {
  const start = Date.UTC(new Date(Math.min(...instants)).getUTCFullYear(), 0, 1);
  const end = Date.UTC(new Date(Math.max(...instants)).getUTCFullYear() + 1, 0, 1);
  return zoneBlock(`${timeZone} ${start} ${end}`, timeZone, start, end);
}
