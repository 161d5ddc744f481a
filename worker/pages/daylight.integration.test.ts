import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { noaaSunDay, shownMinutes, zoneMinutes } from '../../test/support/noaa-sun';
import { entryLinks, routePath, siteZone } from '../../test/support/worker-fetch';

// A route page's daylight block through the real worker and the demo content: today's sunrise and
// sunset at the route's start in the site's zone, checked against NOAA's formulas, in the page's
// language, and a page cache lifetime that ends at the site's midnight.

const zone = siteZone('daylight');
const { fetch: get, html } = zone;

beforeAll(() => zone.register(['valley-trails', 'park-gateway', 'islands']), 60_000);

/** The site zone's calendar date of an instant, 'YYYY-MM-DD'. */
function dateIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** Seconds from `now` to the zone's next midnight, found by walking the clock a minute at a time. */
function secondsToMidnight(now: number, timeZone: string): number {
  const today = dateIn(now, timeZone);
  let minute = Math.ceil(now / 60_000) * 60_000;
  while (dateIn(minute, timeZone) === today) minute += 60_000;
  return (minute - now) / 1000;
}

/** A trail page of the site and where its route starts (from the page's own GeoJSON download). */
async function trailPage(site: string, query = '') {
  const [link] = entryLinks(await html(site, routePath(site, 'trails')));
  const collection = (await (await get(site, `${link}/features.geojson`)).json()) as { features: { geometry: { type: string; coordinates: number[][] } }[] };
  const line = collection.features.find((feature) => feature.geometry.type === 'LineString');
  const [lng, lat] = line!.geometry.coordinates[0]!;
  let res = await get(site, `${link}${query}`);
  // A language with its own path (the islands' Spanish /articulos/…) answers there.
  if (res.status === 301) res = await get(site, res.headers.get('location')!);
  expect(res.status).toBe(200);
  return { link: link!, lng: lng!, lat: lat!, res, page: await res.text() };
}

/** The daylight block's text, tags dropped. */
function daylightText(page: string): string {
  const block = /<section class="daylight"[\s\S]*?<\/section>/.exec(page)?.[0];
  expect(block, 'the page shows its daylight').toBeDefined();
  return block!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

/** Hours and minutes of a walking time as the page shows it ('2 h 30 min'). */
function walkingMinutes(text: string): number {
  const match = /(?:(\d+) h)?\s?(?:(\d+) min)?$/.exec(text.trim());
  return Number(match?.[1] ?? 0) * 60 + Number(match?.[2] ?? 0);
}

/** The block's sunrise, sunset and start against NOAA's for today at the route's start, in `timeZone`. */
function expectNoaaDaylight(text: string, start: { lng: number; lat: number }, timeZone: string, words: { times: RegExp; startBy: RegExp; tooLong: RegExp }) {
  const today = dateIn(Date.now(), timeZone);
  const noaa = noaaSunDay(today, start.lat, start.lng);
  if (noaa.kind !== 'rises') throw new Error('the demo sites lie where the sun rises and sets every day');
  const times = words.times.exec(text);
  expect(times, text).not.toBeNull();
  expect(Math.abs(shownMinutes(times![1]!) - zoneMinutes(noaa.sunrise, timeZone))).toBeLessThanOrEqual(2);
  expect(Math.abs(shownMinutes(times![2]!) - zoneMinutes(noaa.sunset, timeZone))).toBeLessThanOrEqual(2);
  const startBy = words.startBy.exec(text);
  if (startBy) {
    const latest = zoneMinutes(noaa.sunset, timeZone) - walkingMinutes(startBy[2]!) - 60;
    expect(Math.abs(shownMinutes(startBy[1]!) - latest)).toBeLessThanOrEqual(2);
  } else {
    expect(text, 'a start time or the word that there is none').toMatch(words.tooLong);
  }
}

const english = {
  times: /Sunrise (\d{1,2}:\d{2}\s[AP]M), sunset (\d{1,2}:\d{2}\s[AP]M)\./,
  startBy: /Start by (\d{1,2}:\d{2}\s[AP]M) to finish an hour before sunset \(an estimate, for an estimated time of ([^)]+)\)/,
  tooLong: /takes longer than the daylight allows/,
};

describe('daylight on a trail page', () => {
  it.each([
    ['valley-trails', 'America/New_York'],
    ['park-gateway', 'America/Denver'],
  ])('shows today’s sunrise, sunset and latest start at the route’s start on %s, in the site’s zone (%s)', async (site, timeZone) => {
    expect(loadSiteConfig(site).timeZone).toBe(timeZone);
    const { page, lng, lat } = await trailPage(site);
    const text = daylightText(page);
    const today = dateIn(Date.now(), timeZone);
    expect(page).toMatch(new RegExp(`<time datetime="${today}"`, 'i'));
    expect(text).toContain(new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date()));
    expectNoaaDaylight(text, { lng, lat }, timeZone, english);
  });

  it('speaks Spanish on a Spanish page', async () => {
    const { page, lng, lat } = await trailPage('islands', '?locale=es');
    const text = daylightText(page);
    expect(text).toContain('Luz del día en el punto de partida');
    expectNoaaDaylight(text, { lng, lat }, loadSiteConfig('islands').timeZone, {
      times: /Salida del sol (\d{1,2}:\d{2}\s[AP]M), puesta del sol (\d{1,2}:\d{2}\s[AP]M)\./,
      startBy: /Salga antes de las (\d{1,2}:\d{2}\s[AP]M) para terminar una hora antes de la puesta del sol \(una estimación, para un tiempo estimado de ([^)]+)\)/,
      tooLong: /dura más de lo que permite la luz del día/,
    });
  });

  it('is kept by the page cache no later than the site’s midnight; a page without a route keeps the site’s lifetime', async () => {
    const config = loadSiteConfig('valley-trails');
    const { res } = await trailPage('valley-trails');
    const kept = Number(/s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    const expected = Math.min(config.cache.dynamic, secondsToMidnight(Date.now(), config.timeZone));
    expect(kept).toBeGreaterThan(0);
    expect(Math.abs(kept - expected)).toBeLessThanOrEqual(5);
    const [story] = entryLinks(await html('valley-trails', routePath('valley-trails', 'stories')));
    const storyRes = await get('valley-trails', story!);
    expect(await storyRes.text()).not.toContain('class="daylight"');
    expect(storyRes.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${config.cache.dynamic}`);
  });
});
