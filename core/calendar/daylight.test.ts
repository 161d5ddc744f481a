import { describe, expect, it } from 'vitest';
import { noaaSunDay } from '../../test/support/noaa-sun';
import { dayPlan, sunDay } from './daylight';
import { nextMidnight, wallTime, zoneClock } from './zone-time';

const MINUTE = 60_000;
const TWO_MINUTES = 2 * MINUTE;

const places = {
  vaduz: { lat: 47.14, lng: 9.52 },
  genesee: { lat: 42.6, lng: -77.9 },
  zion: { lat: 37.19, lng: -112.99 },
  queenstown: { lat: -45.03, lng: 168.66 },
  capeTown: { lat: -33.92, lng: 18.42 },
  longyearbyen: { lat: 78.22, lng: 15.65 },
};

function risesAndSets(date: string, place: { lat: number; lng: number }) {
  const ours = sunDay(date, place);
  const noaa = noaaSunDay(date, place.lat, place.lng);
  if (ours.kind !== 'rises' || noaa.kind !== 'rises') throw new Error(`${date}: the sun should rise and set (${ours.kind}, ${noaa.kind})`);
  return { ours, noaa };
}

describe('sunDay', () => {
  it.each([
    ['vaduz', '2026-06-21'],
    ['vaduz', '2026-12-21'],
    ['genesee', '2026-11-27'],
    ['genesee', '2026-03-07'],
    ['genesee', '2026-03-08'],
    ['zion', '2026-07-04'],
    ['queenstown', '2026-12-21'],
    ['queenstown', '2026-06-21'],
    ['queenstown', '2026-09-27'],
    ['capeTown', '2026-01-15'],
  ] as const)('gives NOAA’s sunrise and sunset within two minutes at %s on %s', (name, date) => {
    const { ours, noaa } = risesAndSets(date, places[name]);
    expect(Math.abs(ours.sunrise.getTime() - noaa.sunrise)).toBeLessThan(TWO_MINUTES);
    expect(Math.abs(ours.sunset.getTime() - noaa.sunset)).toBeLessThan(TWO_MINUTES);
  });

  it('answers for the named date at the place, not a neighbouring day', () => {
    // Queenstown's sunrise on 21 December is the evening of the 20th in UTC, its sunset the morning of the 21st.
    const { ours } = risesAndSets('2026-12-21', places.queenstown);
    const clock = zoneClock('Pacific/Auckland');
    expect(wallTime(ours.sunrise.getTime(), clock)).toMatchObject({ month: 12, day: 21 });
    expect(wallTime(ours.sunset.getTime(), clock)).toMatchObject({ month: 12, day: 21 });
    // Near the date line's other side, in the west of the Americas, likewise.
    const zion = risesAndSets('2026-07-04', places.zion).ours;
    expect(wallTime(zion.sunset.getTime(), zoneClock('America/Denver'))).toMatchObject({ month: 7, day: 4 });
  });

  it('says the sun stays up in the polar summer and down in the polar winter, as NOAA does', () => {
    expect(sunDay('2026-06-21', places.longyearbyen)).toEqual({ kind: 'up' });
    expect(noaaSunDay('2026-06-21', places.longyearbyen.lat, places.longyearbyen.lng).kind).toBe('up');
    expect(sunDay('2026-12-21', places.longyearbyen)).toEqual({ kind: 'down' });
    expect(noaaSunDay('2026-12-21', places.longyearbyen.lat, places.longyearbyen.lng).kind).toBe('down');
  });
});

describe('dayPlan', () => {
  it('starts a walk its estimated time and an hour before NOAA’s sunset', () => {
    const { ours, noaa } = risesAndSets('2026-11-27', places.genesee);
    const plan = dayPlan(ours, 150);
    expect(plan?.kind).toBe('startBy');
    const at = plan?.kind === 'startBy' ? plan.at.getTime() : Number.NaN;
    expect(Math.abs(at - (noaa.sunset - (150 + 60) * MINUTE))).toBeLessThan(TWO_MINUTES);
  });

  it('says a walk longer than the daylight less an hour does not fit, and plans nothing without a sunset or a sunrise', () => {
    // About 8 h 20 min between sunrise and sunset in Vaduz at the winter solstice.
    const winter = sunDay('2026-12-21', places.vaduz);
    expect(dayPlan(winter, 8 * 60)).toEqual({ kind: 'tooLong' });
    expect(dayPlan(winter, 7 * 60)?.kind).toBe('startBy');
    expect(dayPlan(sunDay('2026-06-21', places.longyearbyen), 120)).toBeUndefined();
    expect(dayPlan(sunDay('2026-12-21', places.longyearbyen), 120)).toBeUndefined();
  });
});

describe('nextMidnight', () => {
  it('is where the zone’s wall clock starts the next day, on a day the clocks change too', () => {
    const cases = [
      ['America/New_York', '2026-11-27T21:30:00Z', '2026-11-28T05:00:00Z'],
      // The clocks go forward on 8 March: that day has 23 hours.
      ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-09T04:00:00Z'],
      // and back on 1 November: 25 hours.
      ['America/New_York', '2026-11-01T04:30:00Z', '2026-11-02T05:00:00Z'],
      // 1 a.m. on 27 September in New Zealand, an hour before its clocks go forward.
      ['Pacific/Auckland', '2026-09-26T13:00:00Z', '2026-09-27T11:00:00Z'],
      ['Europe/Vaduz', '2026-06-21T21:59:00Z', '2026-06-21T22:00:00Z'],
    ] as const;
    for (const [zone, now, midnight] of cases) expect(new Date(nextMidnight(Date.parse(now), zoneClock(zone))).toISOString(), `${zone} ${now}`).toBe(new Date(midnight).toISOString());
  });
});
