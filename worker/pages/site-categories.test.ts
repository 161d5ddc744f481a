import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

// A site whose kind is not tourism (the food-awareness site, the services site) offers its
// own categories in its filters and never the tourism ones; a tourism site keeps its categories.

const zone = siteZone('categories');

async function page(site: string, path: string): Promise<string> {
  const res = await zone.fetch(site, path);
  expect(res.status, `${site}${path}`).toBe(200);
  return res.text();
}

function filterOptions(html: string): string[] {
  return [...html.matchAll(/<input type="checkbox" name="category"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
}

const tourism = ['beaches', 'museums', 'hotels', 'restaurants', 'day-hikes', 'festivals', 'tours', 'galleries'];

describe('category filters per kind of site', () => {
  beforeAll(() => zone.register(['food-awareness', 'services', 'canal-trail']));

  it("offers the food-awareness site's own categories on each of its lists, no tourism one", async () => {
    expect(filterOptions(await page('food-awareness', '/sectors'))).toEqual(['production', 'processing', 'distribution', 'retail']);
    expect(filterOptions(await page('food-awareness', '/action'))).toEqual(['volunteer', 'grow', 'buy-local', 'advocate']);
    expect(filterOptions(await page('food-awareness', '/issues'))).toEqual(['local-sourcing', 'food-access', 'farmland', 'food-waste']);
    // The library lists stories, a type without a group of its own: every category of the site, still none of tourism.
    const library = filterOptions(await page('food-awareness', '/library'));
    expect(library).toContain('production');
    for (const id of tourism) expect(library).not.toContain(id);
  });

  it('finds entries by those categories', async () => {
    const html = await page('food-awareness', '/issues?category=local-sourcing');
    expect(html).toMatch(/href="\/entries\/where-denver-s-produce-comes-from\/story-where-denver-s-produce-comes-from"/);
    expect(html).toMatch(/1 - 1 of 1 item/);
  });

  it('shows case studies on /case-studies, filtered by their own categories, not section stubs', async () => {
    const html = await page('services', '/case-studies');
    const cards = [...new Set([...html.matchAll(/href="\/entries\/[^"/]+\/([^"/?]+)"/g)].map((m) => m[1]!))].sort();
    expect(cards).toEqual(['story-case-study-a-canal-corridor-map', 'story-case-study-a-regional-trail-guide', 'story-case-study-an-island-guide-in-two-languages']);
    expect(filterOptions(html)).toEqual(['trail-guides', 'corridor-maps', 'destination-guides']);
  });

  it('keeps the tourism categories of a tourism site', async () => {
    expect(filterOptions(await page('canal-trail', '/activities'))).toEqual(['tours', 'water-sports', 'hiking', 'cycling', 'fishing']);
  });
});
