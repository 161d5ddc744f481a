// Wall-clock times of an IANA zone from Intl alone (no time zone database ships with the worker).

/** A zone's clock: one formatter, made once per calendar (making one costs far more than reading it). */
export type ZoneClock = Intl.DateTimeFormat;

export function zoneClock(timeZone: string): ZoneClock {
  return new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallTime(instant: number, clock: ZoneClock): WallTime {
  const parts = Object.fromEntries(clock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(instant: number, clock: ZoneClock): number {
  const wall = wallTime(instant, clock);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The zone's next midnight after `instant`: where the zone's wall clock starts the next day. The
 * offset is read twice, at the guess and at the answer, so a DST change that day lands right.
 */
export function nextMidnight(instant: number, clock: ZoneClock): number {
  const wall = wallTime(instant, clock);
  return zoneInstant(wall.year, wall.month, wall.day + 1, 0, clock);
}

/**
 * The instant the zone's wall clock reads `minute` minutes into the day `year`-`month`-`day` (a day past
 * the month's end rolls over). The offset is read twice, at the guess and at the answer, so a DST
 * change that day lands right.
 */
export function zoneInstant(year: number, month: number, day: number, minute: number, clock: ZoneClock): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minute);
  const guess = asUtc - offsetMinutes(asUtc, clock) * 60_000;
  return asUtc - offsetMinutes(guess, clock) * 60_000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYYMMDDTHHMMSS', the form of a DATE-TIME with TZID (RFC 5545 3.3.5, form 3). */
export function icsLocal(wall: WallTime): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** The wall time in UTC, which needs no zone's clock. */
export function utcWallTime(instant: number): WallTime {
  const date = new Date(instant);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() };
}

/** 'YYYYMMDDTHHMMSSZ' in UTC (DTSTAMP). */
export function icsUtc(instant: number): string {
  return `${icsLocal(utcWallTime(instant))}Z`;
}

/** '+HHMM' / '-HHMM' (UTC-OFFSET). */
export function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
