import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { Daylight } from '../../../ui/components/Daylight';
import { noaaSunDay, shownMinutes, zoneMinutes } from '../../../test/support/noaa-sun';
import { ctxFor, el, entry } from '../../../test/support/shape-fixtures';
import { withText } from './context';
import { entryDaylight } from './daylight';
import { detailEntryModel } from './detail';

/** A trail whose route starts at `start` and runs `kmEast` kilometres east on the flat. */
function trail(start: [number, number], kmEast: number) {
  const [lng, lat] = start;
  const end = lng + kmEast / (111.32 * Math.cos((lat * Math.PI) / 180));
  const line = {
    id: 'r1',
    text: 'Route',
    json: JSON.stringify({
      type: 'LineString',
      coordinates: [
        [lng, lat, 500],
        [end, lat, 500],
      ],
    }),
    type: { id: 'route', type: 'path' },
  };
  return entry('t', 'Ridge Trail', ['trail'], [el('route', 'geo', { features: [line], zoom: 13 })]);
}

/** A model context of a site whose zone is `timeZone`, at `now`, in `locale`. */
function ctxIn(timeZone: string, now: string, locale: Locale = 'en') {
  const ctx = ctxFor('islands', locale, new Date(now));
  return { ...ctx, config: { ...ctx.config, timeZone } };
}

function daylightOf(start: [number, number], kmEast: number, ctx: ReturnType<typeof ctxIn>) {
  const found = entryDaylight(trail(start, kmEast), ctx);
  if (!found) throw new Error('a route start should have daylight');
  return found;
}

/** The shown sunrise and sunset against NOAA's, on the site zone's wall clock, within two minutes. */
function expectNoaaTimes(found: ReturnType<typeof daylightOf>, start: [number, number], timeZone: string) {
  const { sun, date } = found.model;
  const noaa = noaaSunDay(date, start[1], start[0]);
  if (sun.kind !== 'rises' || noaa.kind !== 'rises') throw new Error(`the sun should rise and set on ${date}`);
  expect(Math.abs(shownMinutes(sun.sunrise) - zoneMinutes(noaa.sunrise, timeZone))).toBeLessThanOrEqual(2);
  expect(Math.abs(shownMinutes(sun.sunset) - zoneMinutes(noaa.sunset, timeZone))).toBeLessThanOrEqual(2);
  return noaa;
}

const vaduz: [number, number] = [9.52, 47.14];
const genesee: [number, number] = [-77.9, 42.6];
const queenstown: [number, number] = [168.66, -45.03];
const longyearbyen: [number, number] = [15.65, 78.22];

describe('daylight on a route page', () => {
  it('shows sunrise and sunset at the route’s start in Vaduz in June and December, in the site’s zone', () => {
    const june = daylightOf(vaduz, 5, ctxIn('Europe/Vaduz', '2026-06-21T10:00:00Z'));
    expect(june.model).toMatchObject({ date: '2026-06-21', dateText: 'Sunday, June 21' });
    expectNoaaTimes(june, vaduz, 'Europe/Vaduz');
    const december = daylightOf(vaduz, 5, ctxIn('Europe/Vaduz', '2026-12-21T10:00:00Z'));
    expect(december.model.dateText).toBe('Monday, December 21');
    expectNoaaTimes(december, vaduz, 'Europe/Vaduz');
  });

  it('follows the site’s clock across a change to daylight saving time', () => {
    const before = daylightOf(genesee, 5, ctxIn('America/New_York', '2026-03-07T15:00:00Z'));
    const after = daylightOf(genesee, 5, ctxIn('America/New_York', '2026-03-08T15:00:00Z'));
    expectNoaaTimes(before, genesee, 'America/New_York');
    expectNoaaTimes(after, genesee, 'America/New_York');
    if (before.model.sun.kind !== 'rises' || after.model.sun.kind !== 'rises') throw new Error('the sun rises in New York');
    // An hour later on the clock overnight, less the two minutes the days grow by.
    expect(shownMinutes(after.model.sun.sunrise) - shownMinutes(before.model.sun.sunrise)).toBeGreaterThan(55);
  });

  it('shows the times of the site’s zone, not the place’s: one trailhead on two sites', () => {
    const eastern = daylightOf(genesee, 5, ctxIn('America/New_York', '2026-11-27T15:00:00Z'));
    const mountain = daylightOf(genesee, 5, ctxIn('America/Denver', '2026-11-27T15:00:00Z'));
    expectNoaaTimes(eastern, genesee, 'America/New_York');
    expectNoaaTimes(mountain, genesee, 'America/Denver');
    if (eastern.model.sun.kind !== 'rises' || mountain.model.sun.kind !== 'rises') throw new Error('the sun rises in New York');
    expect(shownMinutes(eastern.model.sun.sunset) - shownMinutes(mountain.model.sun.sunset)).toBe(120);
  });

  it('names the southern summer’s day by the site’s date, ahead of UTC', () => {
    // 20 December 13:00 UTC is already the 21st in New Zealand.
    const found = daylightOf(queenstown, 5, ctxIn('Pacific/Auckland', '2026-12-20T13:00:00Z'));
    expect(found.model).toMatchObject({ date: '2026-12-21', dateText: 'Monday, December 21' });
    expectNoaaTimes(found, queenstown, 'Pacific/Auckland');
  });

  it('says when to start to finish an hour before sunset, from the walking time', () => {
    // 10 km on the flat: two hours.
    const found = daylightOf(genesee, 10, ctxIn('America/New_York', '2026-11-27T15:00:00Z'));
    const noaa = expectNoaaTimes(found, genesee, 'America/New_York');
    if (noaa.kind !== 'rises' || found.model.plan?.kind !== 'startBy') throw new Error('a two-hour walk fits a November day');
    expect(found.model.plan.estimate).toBe('2 h');
    expect(Math.abs(shownMinutes(found.model.plan.time) - (zoneMinutes(noaa.sunset, 'America/New_York') - 120 - 60))).toBeLessThanOrEqual(2);
  });

  it('says a walk longer than the daylight does not fit, and plans nothing in the polar summer or winter', () => {
    // 45 km: nine hours, more than Vaduz’s December daylight less an hour.
    expect(daylightOf(vaduz, 45, ctxIn('Europe/Vaduz', '2026-12-21T10:00:00Z')).model.plan).toEqual({ kind: 'tooLong', estimate: '9 h' });
    const summer = daylightOf(longyearbyen, 10, ctxIn('Arctic/Longyearbyen', '2026-06-21T10:00:00Z')).model;
    expect(summer.sun).toEqual({ kind: 'up' });
    expect(summer.plan).toBeUndefined();
    expect(daylightOf(longyearbyen, 10, ctxIn('Arctic/Longyearbyen', '2026-12-21T10:00:00Z')).model.sun).toEqual({ kind: 'down' });
  });

  it('holds until the site’s midnight', () => {
    expect(new Date(daylightOf(genesee, 5, ctxIn('America/New_York', '2026-11-27T21:30:00Z')).until).toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(new Date(daylightOf(vaduz, 5, ctxIn('Europe/Vaduz', '2026-06-21T10:00:00Z')).until).toISOString()).toBe('2026-06-21T22:00:00.000Z');
  });

  it('is on the detail model of entries with a route, and nowhere else', () => {
    const ctx = ctxIn('America/New_York', '2026-11-27T15:00:00Z');
    expect(detailEntryModel(trail(genesee, 5), ctx).daylight?.date).toBe('2026-11-27');
    expect(detailEntryModel(entry('p', 'Beach', ['place'], [el('location', 'geo', { features: [], point: '-77.9,42.6' })]), ctx).daylight).toBeUndefined();
  });
});

describe('the daylight block', () => {
  function rendered(start: [number, number], kmEast: number, timeZone: string, now: string, locale: Locale): string {
    const ctx = ctxIn(timeZone, now, locale);
    return renderToString(withText(ctx, <Daylight daylight={daylightOf(start, kmEast, ctx).model} />));
  }

  it('speaks every language of the site, naming its day', () => {
    const en = rendered(genesee, 10, 'America/New_York', '2026-11-27T15:00:00Z', 'en');
    expect(en).toContain('<time dateTime="2026-11-27"');
    expect(en).toContain('Friday, November 27');
    expect(en).toMatch(/Sunrise \d{1,2}:\d{2}\s(AM|PM), sunset \d{1,2}:\d{2}\s(AM|PM)\./);
    expect(en).toMatch(/Start by \d{1,2}:\d{2}\s(AM|PM) to finish an hour before sunset \(an estimate, for an estimated time of 2 h\)/);
    const es = rendered(genesee, 10, 'America/New_York', '2026-11-27T15:00:00Z', 'es');
    expect(es).toMatch(/Salida del sol \d{1,2}:\d{2}\s(AM|PM), puesta del sol \d{1,2}:\d{2}\s(AM|PM)\./);
    expect(es).toContain('Salga antes de las');
    expect(es).toContain('Luz del día en el punto de partida');
  });

  it('says in words that the sun does not set or rise, with no number that is not one', () => {
    const summer = rendered(longyearbyen, 10, 'Arctic/Longyearbyen', '2026-06-21T10:00:00Z', 'en');
    expect(summer).toContain('The sun does not set on this day.');
    const winter = rendered(longyearbyen, 10, 'Arctic/Longyearbyen', '2026-12-21T10:00:00Z', 'es');
    expect(winter).toContain('El sol no sale este día.');
    expect(rendered(vaduz, 45, 'Europe/Vaduz', '2026-12-21T10:00:00Z', 'en')).toContain('At an estimated 9 h, this route takes longer than the daylight allows');
    for (const page of [summer, winter]) expect(page).not.toMatch(/NaN|Invalid/);
  });
});
