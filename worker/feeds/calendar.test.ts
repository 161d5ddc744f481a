import { beforeAll, describe, expect, it } from 'vitest';
import { parseIcs } from '../../test/support/parse-ics';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';

// Calendars as calendar apps read them (ical.js), fetched through the worker as deployed.

const zone = siteZone('calendar');
const get = (path: string) => zone.fetch('islands', path);
const production = loadSiteConfig('islands').hosts.production;

/** An entry's canonical page path (a wrong title slug answers 301 to it). */
async function pagePath(id: string, query = ''): Promise<string> {
  const res = await get(`/entries/x/${id}${query}`);
  expect(res.status, id).toBe(301);
  return res.headers.get('location')!;
}

async function calendar(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
  return parseIcs(await res.text());
}

/** The calendar link a page offers, as a visitor follows it. */
async function calendarLink(path: string): Promise<string> {
  const html = await (await get(path)).text();
  const link = /<a [^>]*?href="([^"]+)" type="text\/calendar" download="">([^<]+)<\/a>/.exec(html);
  expect(link, `calendar link on ${path}`).not.toBeNull();
  return link![1]!.replaceAll('&amp;', '&');
}

describe('iCalendar', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("offers an event's calendar from its page: one event in the site's zone, with its page, place and text", async () => {
    const path = await pagePath('event-fiesta-de-la-playa');
    const href = await calendarLink(path);
    expect(href).toBe(`${path}/calendar.ics`);
    const { zones, events } = await calendar(href);
    expect(zones).toEqual(['America/New_York']);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `event-fiesta-de-la-playa@${production}`,
      summary: 'Fiesta de la Playa',
      zone: 'America/New_York',
      allDay: false,
      url: `http://${zone.host('islands')}${path}`,
    });
    expect(event!.start.getTime()).toBeGreaterThan(Date.now());
    expect(event!.end!.getTime() - event!.start.getTime()).toBe(2 * 86_400_000 + 4 * 3_600_000);
    expect(event!.location).toContain('Esperanza');
    expect(event!.description).toBeTruthy();
    expect(event!.geo![0]).toBeGreaterThan(17);
  });

  it("keys a repeating event's occurrences 'id::date', as the events list does (which lists its next one, once)", async () => {
    const list = await (await get('/events')).text();
    const listed = [...new Set([...list.matchAll(/href="\/entries\/[^"]+\/event-saturday-farmers-market%3A%3A([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!)))];
    expect(listed).toHaveLength(1);
    const { events } = await calendar(`${await pagePath('event-saturday-farmers-market')}/calendar.ics`);
    expect(events).toHaveLength(6);
    for (const event of events) expect(event.uid).toBe(`event-saturday-farmers-market::${event.start.toISOString()}@${production}`);
    for (const date of listed) expect(events.map((event) => event.start.toISOString())).toContain(new Date(date).toISOString());
  });

  it("gives an occurrence's page the calendar of that occurrence alone", async () => {
    const list = await (await get('/events')).text();
    const occurrence = /href="(\/entries\/[^"]+\/event-full-moon-drums%3A%3A([^"]+))"/.exec(list)!;
    const href = await calendarLink(occurrence[1]!);
    const { events } = await calendar(href);
    const date = new Date(decodeURIComponent(occurrence[2]!)).toISOString();
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe(`event-full-moon-drums::${date}@${production}`);
    expect(events[0]!.start.toISOString()).toBe(date);
  });

  it('answers the upcoming-events list as one calendar: every upcoming occurrence, nothing past', async () => {
    const { zones, events, calendar: vcalendar } = await calendar('/events/calendar.ics');
    expect(zones).toEqual(['America/New_York']);
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe('Island Guide – Events');
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toContain(`event-fiesta-de-la-playa@${production}`);
    expect(uids.filter((uid) => uid.startsWith('event-saturday-farmers-market::'))).toHaveLength(6);
    expect(uids.some((uid) => uid.startsWith('event-winter-regatta'))).toBe(false);
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    for (const event of events) expect(event.start.getTime()).toBeGreaterThan(today);
  });

  it('speaks the language of the page it comes from', async () => {
    const { events } = await calendar('/eventos/calendar.ics');
    expect(events.map((event) => event.summary)).toContain('Tambores de Luna Llena');
    const spanishPage = await pagePath('event-sunset-jazz', '?locale=es');
    expect(await calendarLink(spanishPage)).toMatch(/\/calendar\.ics\?locale=es$/);
  });

  it('plans an itinerary on the day asked for: the trip as an all-day event listing its stops; its route as one GPX', async () => {
    const path = await pagePath('itinerary-a-perfect-beach-day');
    expect(await calendarLink(path)).toBe(`${path}/calendar.ics`);
    const { events } = await calendar(`${path}/calendar.ics?date=2027-02-03`);
    expect(events).toHaveLength(1);
    const [trip] = events;
    expect(trip).toMatchObject({ summary: 'A Perfect Beach Day', allDay: true, uid: `itinerary-a-perfect-beach-day::2027-02-03@${production}` });
    expect(trip!.start.getFullYear()).toBe(2027);
    expect(trip!.description).toMatch(/^1\. .+ – http:\/\/.+\/entries\//m);
    expect(trip!.description).toMatch(/^2\. /m);
    expect((await get(`${path}/calendar.ics?date=tomorrow`)).status).toBe(400);
    const gpx = await (await get(`${path}/features.gpx`)).text();
    expect(gpx.match(/<trk>/g)).toHaveLength(1);
  });

  it('has no calendar for entries that are no event or itinerary, and offers none', async () => {
    const path = await pagePath('place-flamenco-beach');
    expect((await get(`${path}/calendar.ics`)).status).toBe(404);
    expect(await (await get(path)).text()).not.toContain('text/calendar');
    expect((await get('/places/calendar.ics')).status).toBe(404);
  });

  it('redirects a mistyped title to the canonical calendar', async () => {
    const res = await get('/entries/wrong/event-sunset-jazz/calendar.ics');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/entries/sunset-jazz/event-sunset-jazz/calendar.ics');
  });
});
