import { getTimes } from 'suncalc';

// Sunrise and sunset at a place on a calendar date, and when a walk of a given length must start to
// end an hour before dark (docs/decisions/056-daylight.md).

/** How long before sunset a walk is planned to end: time to spare for a slower pace or a wrong turn. */
const FINISH_BEFORE_SUNSET_MINUTES = 60;

/** The sun's day at a place: it rises and sets, or stays up (polar day) or down (polar night) all day. */
export type SunDay = { kind: 'rises'; sunrise: Date; sunset: Date } | { kind: 'up' } | { kind: 'down' };

/** When to start a walk: by a time, or never within the day's daylight (it takes longer than the daylight allows). */
export type DayPlan = { kind: 'startBy'; at: Date } | { kind: 'tooLong' };

/**
 * The sun's day at `point` on `date` ('YYYY-MM-DD'). suncalc answers for the solar day of the instant
 * it is given; that date's noon in UTC falls in the date's own solar day at every longitude.
 */
export function sunDay(date: string, point: { lng: number; lat: number }): SunDay {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const times = getTimes(new Date(Date.UTC(year, month - 1, day, 12)), point.lat, point.lng);
  if (times.sunrise && times.sunset) return { kind: 'rises', sunrise: times.sunrise, sunset: times.sunset };
  return times.alwaysUp ? { kind: 'up' } : { kind: 'down' };
}

/**
 * The latest start that ends a walk of `minutes` an hour before sunset; where that start is before
 * sunrise the walk does not fit the daylight. Without a sunset (or a sunrise) there is nothing to plan by.
 */
export function dayPlan(sun: SunDay, minutes: number): DayPlan | undefined {
  if (sun.kind !== 'rises') return undefined;
  const at = new Date(sun.sunset.getTime() - (minutes + FINISH_BEFORE_SUNSET_MINUTES) * 60_000);
  return at.getTime() < sun.sunrise.getTime() ? { kind: 'tooLong' } : { kind: 'startBy', at };
}
