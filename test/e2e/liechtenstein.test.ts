/// <reference types="node" />
// The Liechtenstein walking guide (entries from the OpenStreetMap importer) in a real browser: its
// home, a trail page and the map page render, credit OpenStreetMap with the data's day, draw the
// trail's route in the map picture and pass axe.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './lib/axe';
import { browserForFile } from './lib/browser';
import { colourCounts, MAP_BOX, MAP_PICTURE, routeColourOf } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'liechtenstein');
const browser = browserForFile();
const TRAIL = '/entries/furstin-gina-weg/osm-trail-way-2007';
const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await page.close();
});

async function open(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  pages.push(page);
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return page;
}

async function expectCredit(page: Page) {
  const credit = page.locator('footer .data-source');
  expect(await credit.textContent()).toBe('Guide data © OpenStreetMap contributors, as recorded on 3 August 2013.');
  expect(await credit.locator('a').getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
}

describe('liechtenstein', () => {
  it('home: the featured trails, huts and sights, credited, axe-clean', async () => {
    const page = await open('/');
    expect(await page.locator('h1').textContent()).toBe('Liechtenstein on Foot');
    const titles = await page.locator('.home__featured .card__title').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Fürstin-Gina-Weg', 'Pfälzer Hütte', 'Schloss Vaduz']));
    await expectCredit(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a trail page: its route drawn in the map picture, length and difficulty, no walking time; axe-clean', async () => {
    const page = await open(TRAIL);
    expect(await page.locator('h1').textContent()).toBe('Fürstin-Gina-Weg');
    const src = await page.locator(MAP_PICTURE).getAttribute('src');
    const svg = await browser.context.newPage();
    pages.push(svg);
    await svg.goto(new URL(src!, page.url()).href);
    const route = routeColourOf(await svg.content());
    const box = page.locator(MAP_BOX).first();
    await box.scrollIntoViewIfNeeded();
    const counts = await colourCounts(browser.context, box, { route });
    expect(counts.route, JSON.stringify(counts)).toBeGreaterThan(200);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('4.6 km');
    expect(main).toContain('Moderate');
    expect(main).not.toMatch(/\d+ h \d+ min|\d+ min\b/);
    await expectCredit(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the map page: the interactive map starts over the picture, the list names the entries; axe-clean', async () => {
    const page = await open('/map');
    await page.locator(`${MAP_BOX} canvas.maplibregl-canvas`).first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.feature-list__item').count()).toBeGreaterThan(20);
    await expectCredit(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
