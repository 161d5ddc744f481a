import { beforeAll, describe, expect, it } from 'vitest';
import { parseIcs } from '../../test/support/parse-ics';
import { t } from '../../core/i18n/t';
import { siteZone } from '../../test/support/worker-fetch';

// The upcoming-events list (docs/product/routes.md#upcoming-events) offers its calendar to subscribe to, and the link leads to a
// calendar that calendar apps read (ical.js), through the worker as deployed.

const zone = siteZone('calendar-subscribe');
const get = (path: string) => zone.fetch('islands', path);

/** The list's subscribe link, as a visitor follows it: its href and its text. */
async function subscribeLink(path: string): Promise<{ href: string; text: string } | null> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const link = /<p class="view__calendar"><a href="([^"]+)" type="text\/calendar">([^<]+)<\/a><\/p>/.exec(html);
  return link ? { href: link[1]!.replaceAll('&amp;', '&'), text: link[2]! } : null;
}

async function calendarAt(href: string) {
  const res = await get(href);
  expect(res.status, href).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseIcs(await res.text());
}

describe('subscribe to the upcoming events', () => {
  beforeAll(() => zone.register(['islands']), 60_000);

  it("is on the events list, in the page's words, and leads to the list's calendar", async () => {
    const link = await subscribeLink('/events');
    expect(link).toEqual({ href: '/events/calendar.ics', text: t('en', 'index.subscribeCalendar') });
    const { zones, events } = await calendarAt(link!.href);
    expect(zones).toEqual(['America/New_York']);
    expect(events.length).toBeGreaterThan(1);
    expect(events.map((event) => event.summary)).toContain('Fiesta de la Playa');
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    for (const event of events) expect(event.start.getTime()).toBeGreaterThan(today);
  });

  it('speaks Spanish on the Spanish list and where ?locale=es names the language', async () => {
    const alias = await subscribeLink('/eventos');
    expect(alias).toEqual({ href: '/eventos/calendar.ics', text: t('es', 'index.subscribeCalendar') });
    const byQuery = await subscribeLink('/events?locale=es');
    expect(byQuery).toEqual({ href: '/events/calendar.ics?locale=es', text: t('es', 'index.subscribeCalendar') });
    for (const href of [alias!.href, byQuery!.href]) {
      expect(
        (await calendarAt(href)).events.map((event) => event.summary),
        href,
      ).toContain('Tambores de Luna Llena');
    }
  });

  it("keeps the list's filters, not its page or tab", async () => {
    const link = await subscribeLink('/events?text=jazz&page=2&tab=grid');
    expect(link!.href).toBe('/events/calendar.ics?text=jazz');
    const { events } = await calendarAt(link!.href);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => /jazz/i.test(`${event.summary} ${event.description ?? ''}`))).toBe(true);
  });

  it('is not offered on lists that are no upcoming-events list', async () => {
    expect(await subscribeLink('/places')).toBeNull();
    expect(await subscribeLink('/stories')).toBeNull();
  });
});
