/// <reference types="node" />
// Detail pages on paper with JavaScript on, as a visitor prints them (docs/product/maps.md, "Static
// maps"): a trail prints its static map (basemap and route) and its elevation profile whether or not the
// interactive map was started; an itinerary prints its static map. JavaScript off: static-map.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { BASEMAP, colourCounts, drawnMap, MAP_BOX, MAP_PICTURE, pictureRouteColour } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserForFile({ serviceWorkers: 'block' });
const pages: Page[] = [];
afterAll(() => Promise.all(pages.map((page) => page.close())));

async function opened(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  pages.push(page);
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return page;
}

/** The printed map box's land pixels and those of `colour` (the route's), with the picture shown. */
async function printedMap(page: Page, colour = '#000000'): Promise<Record<string, number>> {
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator(MAP_PICTURE).first().isVisible()).toBe(true);
  const box = page.locator(MAP_BOX).first();
  expect((await box.boundingBox())!.height).toBeGreaterThan(100);
  return colourCounts(browser.context, box, { land: BASEMAP.outdoor.land, water: BASEMAP.outdoor.water, route: colour });
}

describe('printed detail pages (JavaScript on)', () => {
  it.each([
    ['never touched', false],
    ['after the interactive map was started', true],
  ])(
    'a trail page prints its static map and its elevation profile (%s)',
    async (_, started) => {
      const page = await opened('/entries/x/trail-mount-pirata-trail');
      const route = await pictureRouteColour(page);
      expect(route).toMatch(/^#[0-9a-f]{6}$/);
      if (started) await drawnMap(page);
      const counts = await printedMap(page, route);
      // The islands' made-up trail lies off the coast at its zoom: its basemap is the sea.
      expect(counts.water, JSON.stringify(counts)).toBeGreaterThan(2000);
      expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(100);
      const profile = page.locator('section.profile svg').first();
      expect(await profile.isVisible()).toBe(true);
      expect((await profile.boundingBox())!.height).toBeGreaterThan(50);
    },
    90_000,
  );

  it('an itinerary page prints its static map', async () => {
    const page = await opened('/entries/x/itinerary-a-perfect-beach-day');
    expect(await page.locator(MAP_PICTURE).first().getAttribute('alt')).toMatch(/^Map of /);
    const counts = await printedMap(page);
    expect((counts.land ?? 0) + (counts.water ?? 0), JSON.stringify(counts)).toBeGreaterThan(2000);
  }, 60_000);
});
