/// <reference types="node" />
// The worker-drawn static map on a trail page with JavaScript off: the map section shows the picture,
// with the basemap and the route in its colour, on screen and on paper. The islands' made-up trail lies
// off the coast at its zoom, so its basemap is the sea (the land is checked on pictures that reach it:
// worker/map/static-map.integration.test.ts, print.test.ts's itinerary, liechtenstein-map.test.ts).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { BASEMAP, colourCounts, MAP_BOX, routeColourOf } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserForFile({ javaScriptEnabled: false });
const TRAIL = '/entries/x/trail-mount-pirata-trail';
let page: Page;
let route: string;

beforeAll(async () => {
  page = await browser.context.newPage();
  const response = await page.goto(`${origin}${TRAIL}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  // The route's colour as the picture itself names it (the worker's tests check it is the route's type colour).
  const src = await page.locator(`${MAP_BOX} img.feature-map__picture`).getAttribute('src');
  const svgPage = await browser.context.newPage();
  await svgPage.goto(new URL(src!, page.url()).href);
  route = routeColourOf(await svgPage.content());
  await svgPage.close();
  expect(route).toMatch(/^#[0-9a-f]{6}$/);
}, 60_000);

const colours = () => ({ land: BASEMAP.outdoor.land, water: BASEMAP.outdoor.water, route });

describe('static map (JavaScript off)', () => {
  it("shows the picture in the trail's map section: the basemap's water, the route in its colour", async () => {
    const picture = page.locator(`${MAP_BOX} img.feature-map__picture`);
    expect(await picture.count()).toBe(1);
    expect(await picture.getAttribute('alt')).toMatch(/^Map of Mount Pirata Trail: route/);
    const box = page.locator(MAP_BOX).first();
    await box.scrollIntoViewIfNeeded();
    const size = (await box.boundingBox())!;
    // The box takes the picture's aspect ratio: nothing shifts when it (or the map) arrives.
    const [width, height] = [Number(await picture.getAttribute('width')), Number(await picture.getAttribute('height'))];
    expect(size.width / size.height).toBeCloseTo(width / height, 1);
    const counts = await colourCounts(browser.context, box, colours());
    const pixels = size.width * size.height;
    expect(counts.water, JSON.stringify(counts)).toBeGreaterThan(pixels * 0.2);
    expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(300);
  });

  it('prints the picture', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      const picture = page.locator(`${MAP_BOX} img.feature-map__picture`);
      expect(await picture.isVisible()).toBe(true);
      const box = page.locator(MAP_BOX).first();
      const size = (await box.boundingBox())!;
      expect(size.height).toBeGreaterThan(100);
      const counts = await colourCounts(browser.context, box, colours());
      expect(counts.water, JSON.stringify(counts)).toBeGreaterThan(size.width * size.height * 0.2);
      expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(100);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
