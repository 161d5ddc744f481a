import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// A repeating event (docs/product/views-and-states.md#dates) shows once in a list, at its next date; its page shows that date and the
// further ones; a "Saturday" market falls on Saturdays; a range reads the same on its card and its page.

const zone = siteZone('repeating-events');
const market = 'event-saturday-farmers-market';
const timeZone = 'America/New_York'; // the islands site's zone

async function page(path: string): Promise<string> {
  const res = await zone.fetch('islands', path);
  expect(res.status, path).toBe(200);
  return res.text();
}

interface ShownDate {
  start: string;
  text: string;
}

function times(html: string): ShownDate[] {
  return [...html.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g)].map((m) => ({ start: m[1]!, text: m[2]! }));
}

/** The cards of a list whose link names the entry, each with its link and shown dates. */
function cardsOf(html: string, id: string): { href: string; dates: ShownDate[] }[] {
  return html
    .split('<article class="card"')
    .slice(1)
    .flatMap((card) => {
      const href = /<a href="([^"]+)"/.exec(card)?.[1]?.replaceAll('&amp;', '&');
      return href && decodeURIComponent(href).includes(id) ? [{ href, dates: times(card.slice(0, card.indexOf('</article>'))) }] : [];
    });
}

function weekday(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(new Date(iso));
}

describe('repeating events', () => {
  beforeAll(() => zone.register(['islands']));

  it('lists the Saturday market once, at its next date, a Saturday', async () => {
    const cards = cardsOf(await page('/events?tab=grid'), market);
    expect(cards).toHaveLength(1);
    const [date] = cards[0]!.dates;
    expect(Date.parse(date!.start)).toBeGreaterThan(Date.now() - 86_400_000);
    expect(weekday(date!.start)).toBe('Saturday');
  });

  it('shows on its page the same date as its card, then up to six further Saturdays in date order', async () => {
    const [card] = cardsOf(await page('/events?tab=grid'), market);
    const detail = await page(card!.href);
    const header = detail.slice(detail.indexOf('<header class="entry__header"'), detail.indexOf('</header>', detail.indexOf('<header class="entry__header"')));
    const [shown, ...further] = times(header);
    // One helper formats every view: the card's range and the page's read the same, end time included.
    expect(shown).toEqual(card!.dates[0]);
    expect(shown!.text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}(\s?[AP]M)? – \d{1,2}:\d{2}\s?[AP]M$/);
    expect(header).toContain('More dates');
    expect(further.length).toBeGreaterThan(0);
    expect(further.length).toBeLessThanOrEqual(6);
    const starts = [shown!, ...further].map((date) => Date.parse(date.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const date of further) {
      expect(weekday(date.start)).toBe('Saturday');
      expect(date.text.replace(/^[A-Z][a-z]+ \d{1,2}, \d{4}/, '')).toBe(shown!.text.replace(/^[A-Z][a-z]+ \d{1,2}, \d{4}/, ''));
    }
  });

  it('labels the further dates in Spanish on the Spanish page', async () => {
    const [card] = cardsOf(await page('/eventos?tab=grid'), market);
    expect(await page(card!.href)).toContain('Más fechas');
  });

  it('shows no further dates for a one-off event', async () => {
    const cards = (await page('/events?tab=grid')).split('<article class="card"').slice(1);
    const oneOff = cards.map((card) => /<a href="([^"]+)"/.exec(card)?.[1]).find((href) => href && !href.includes('%3A%3A') && !href.includes('::'));
    expect(oneOff).toBeDefined();
    expect(await page(oneOff!.replaceAll('&amp;', '&'))).not.toContain('entry__further-dates');
  });
});
