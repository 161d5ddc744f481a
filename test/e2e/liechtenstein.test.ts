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

  it("the cards' map pictures: drawn at their slot's size, so their names read at their own size, every credit whole inside the picture", async () => {
    const page = await open('/');
    const cards = page.locator('img.card__image[src*="layout=card"]');
    expect(await cards.count()).toBeGreaterThan(3);
    const svg = await browser.context.newPage();
    pages.push(svg);
    const names: string[] = [];
    for (const card of (await cards.all()).slice(0, 4)) {
      const slot = await card.evaluate((image) => image.getBoundingClientRect().width);
      await svg.goto(new URL((await card.getAttribute('src'))!, page.url()).href);
      const drawn = await svg.evaluate(() => {
        const credit = document.querySelector<SVGTextElement>('[data-layer="attribution"]')!;
        const box = credit.getBBox();
        const lines = [...credit.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
        return {
          width: document.querySelector('svg')!.width.baseVal.value,
          credit: { left: box.x, right: box.x + box.width, lines: lines.length > 0 ? lines : [credit.textContent ?? ''] },
          names: [...document.querySelectorAll('text:not([data-layer="attribution"])')].map((text) => text.textContent ?? ''),
        };
      });
      // Shown at about its own size in the home page's row of cards, where a name of 11-12 px reads.
      expect(slot / drawn.width).toBeGreaterThan(0.9);
      expect(drawn.credit.left).toBeGreaterThanOrEqual(0);
      expect(drawn.credit.right).toBeLessThanOrEqual(drawn.width);
      expect(drawn.credit.lines.some((line) => line.split(' · ').includes('© OpenStreetMap contributors'))).toBe(true);
      names.push(...drawn.names);
    }
    expect(names.length).toBeGreaterThan(0);
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

  it('in German through the language switcher: home, a trail page and the map page, each axe-clean; and back to English', async () => {
    const page = await open('/');
    const switchTo = async (locale: string, path: string) => {
      await page.locator('#locale-select').selectOption(locale);
      await Promise.all([page.waitForURL(`${origin}${path}`), page.locator('.locale-selector button[type="submit"]').click()]);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    };
    try {
      await switchTo('de', '/de');
      expect(await page.locator('footer .data-source').textContent()).toBe('Daten des Führers © OpenStreetMap contributors, Stand 3. August 2013.');
      expect(await page.locator('nav').first().textContent()).toContain('Hütten & Gipfel');
      // Entries without photos show their own map, drawn by the worker and loaded as the card nears the view.
      const picture = page.locator('.home__featured .card__image').first();
      expect(await picture.getAttribute('alt')).toMatch(/^Karte von /);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await Promise.all([page.waitForURL(`${origin}/eintraege/furstin-gina-weg/osm-trail-way-2007`), page.locator('.home__featured a', { hasText: 'Fürstin-Gina-Weg' }).click()]);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain('Der Fürstin-Gina-Weg führt von Malbun hinauf');
      expect(main).toContain('Länge');
      expect(main).toContain('Mittel');
      expect(await axeViolations(page)).toEqual([]);

      await Promise.all([page.waitForURL(`${origin}/karte`), page.locator('nav a', { hasText: 'Karte' }).first().click()]);
      await page.locator(`${MAP_BOX} canvas.maplibregl-canvas`).first().waitFor({ timeout: 30_000 });
      expect(await page.locator('.feature-list__item').count()).toBeGreaterThan(20);
      expect(await page.locator(MAP_PICTURE).getAttribute('alt')).toMatch(/^Karte von Liechtenstein zu Fuss: \d+ Einträge$/);
      // A point's popup speaks German: its kind, its hours line, its links, and maplibre's own buttons.
      const show = page.locator('.feature-list__item', { hasText: 'DoMuS' }).locator('.feature-list__show');
      await show.waitFor({ timeout: 30_000 });
      await show.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.maplibregl-popup');
      await popup.waitFor({ timeout: 10_000 });
      await expect.poll(async () => (await popup.allInnerTexts()).join(' | '), { timeout: 15_000 }).toContain('DoMuS');
      const said = await popup.innerText();
      for (const text of ['Ort', 'Öffnungszeiten', 'Freitag: 14:00–20:00', 'Stand 3. August 2013', 'Details ansehen', 'Route planen']) expect(said).toContain(text);
      expect(said).not.toMatch(/Hours|Place|View details|Get directions|closed|recorded/);
      expect(await popup.locator('.maplibregl-popup-close-button').getAttribute('aria-label')).toBe('Fenster schliessen');
      expect(await page.locator('.maplibregl-ctrl-zoom-in').getAttribute('aria-label')).toBe('Vergrössern');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.count()).toBe(0);

      await switchTo('en', '/map');
      await expectCredit(page);
    } finally {
      // The language is a cookie: the file's other pages open in English.
      await browser.context.clearCookies();
    }
    // Three pages, each checked by axe, two language switches and a map start: longer than one page's test.
  }, 240_000);
});
