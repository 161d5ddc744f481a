/// <reference types="node" />
// The interactive map in Chromium (WebGL through SwiftShader) on the four demo-rich sites: the map
// page, the Trails map tab and a trail page draw the basemap and the site's features (judged from the
// pixels of a screenshot of the map's box), a popup opens by keyboard, the style switches, 3D toggles
// where the site offers it, the fly-through starts and stops, and the profile cursor moves (a trail
// page's map is first reached for, as a visitor does: drawnMap). Pages without a map never load
// maplibre and keep the page-wide budgets.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { describeAssets, JS_BUDGET, JS_INITIAL_BUDGET, recordAssets, totalOf } from './lib/budgets';
import { hydrateIslands } from './lib/islands';
import { BASEMAP, boxPlace, colourCounts, drawnMap, MAP_BOX, untilColours } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();

/** The demo content's feature type colours (content-service/geo.ts). */
const POINT = '#1f5f8b';
const TRAIL = '#8d5524';
/** A route's start marker (core/map/feature-layers.ts). */
const ROUTE_START = '#1a9e4b';

interface SiteCase {
  site: string;
  map: string;
  /** The site's cluster colour where it clusters (sites/*.ts). */
  cluster?: string;
  /** The map page's view holds sea or lakes (the gateway's canyon has none). */
  water: boolean;
  /** The site offers the 3D tool (docs/product/maps.md#3d-perspective: two sites do). */
  tilt: boolean;
}

const SITES: SiteCase[] = [
  { site: 'islands', map: '/map', cluster: '#006d77', water: true, tilt: false },
  { site: 'valley-trails', map: '/map', water: true, tilt: false },
  { site: 'canal-trail', map: '/', water: true, tilt: false },
  { site: 'park-gateway', map: '/map', water: false, tilt: true },
];

interface Opened {
  page: Page;
  errors: string[];
  requests: string[];
}

async function open(site: string, path: string, options: { reducedMotion?: boolean } = {}): Promise<Opened> {
  const page = await browser.context.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  // Injected through DevTools (the page's CSP allows no inline script): the page's layout shifts.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
  expect(response?.status(), `${site}${path}`).toBe(200);
  return { page, errors, requests };
}

const share = (counts: Record<string, number>, total: number, ...names: string[]) => names.reduce((sum, name) => sum + (counts[name] ?? 0), 0) / total;

async function boxArea(page: Page): Promise<number> {
  const rect = await page.locator(MAP_BOX).first().boundingBox();
  return Math.round(rect!.width) * Math.round(rect!.height);
}

describe.each(SITES)('$site', ({ site, map, cluster, water, tilt }) => {
  it(`draws the basemap and the site's points, clusters and trails on its map page (${map}), loading maplibre at once`, async () => {
    const { page, errors, requests } = await open(site, map);
    try {
      const before = await boxPlace(page);
      const box = await drawnMap(page);
      const colours = { point: POINT, trail: TRAIL, ...(cluster ? { cluster } : {}), ...BASEMAP.outdoor };
      const counts = await untilColours(browser.context, box, colours, (c) => (c.point ?? 0) + (c.cluster ?? 0) > 40 && (c.trail ?? 0) > 15);
      const area = await boxArea(page);
      expect(counts.point! + (counts.cluster ?? 0), JSON.stringify(counts)).toBeGreaterThan(40);
      expect(counts.trail, JSON.stringify(counts)).toBeGreaterThan(15);
      expect(share(counts, area, 'land'), JSON.stringify(counts)).toBeGreaterThan(0.05);
      if (water) expect(share(counts, area, 'water'), JSON.stringify(counts)).toBeGreaterThan(0.01);
      // The box had its size before the map drew: nothing on the page moved.
      expect(await boxPlace(page)).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
      expect(requests.some((url) => /\/assets\/maplibre-map-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
      expect(requests.some((url) => /\/map\/features\.geojson$|\/features\.geojson$/.test(url))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('switches the style to hybrid and back, keeping the tiles the two share and the features, and offers 3D with its tilt tip only where the site does', async () => {
    const { page, errors, requests } = await open(site, map);
    try {
      const box = await drawnMap(page);
      const tiles = () => requests.filter((url) => /\/map\/tiles\//.test(url));
      const before = new Set(tiles());
      const asked = tiles().length;
      expect(asked).toBeGreaterThan(0);
      const hybrid = page.getByRole('button', { name: 'Hybrid' });
      await hybrid.click();
      await expect.poll(() => hybrid.getAttribute('aria-pressed')).toBe('true');
      const dark = await untilColours(browser.context, box, { ...BASEMAP.hybrid, trail: TRAIL }, (c) => share(c, 1, 'land', 'water') > 1000 && (c.trail ?? 0) > 15);
      expect(dark.land! + dark.water!, JSON.stringify(dark)).toBeGreaterThan((await boxArea(page)) * 0.2);
      expect(dark.trail, JSON.stringify(dark)).toBeGreaterThan(15);
      await page.getByRole('button', { name: 'Outdoor' }).click();
      const light = await untilColours(browser.context, box, BASEMAP.outdoor, (c) => (c.land ?? 0) > 1000);
      expect(light.land, JSON.stringify(light)).toBeGreaterThan(1000);
      // The built-in basemap is one source in both looks: its tiles stay loaded, none is asked for again.
      expect(
        tiles()
          .slice(asked)
          .filter((url) => before.has(url)),
      ).toEqual([]);
      const perspective = page.getByRole('button', { name: '3D' });
      if (!tilt) {
        expect(await perspective.count()).toBe(0);
        return;
      }
      const flat = await box.screenshot();
      await perspective.click();
      await expect.poll(() => perspective.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('.map-tools__tip').innerText()).toMatch(/tilt/i);
      await page.waitForTimeout(1200);
      expect((await box.screenshot()).equals(flat)).toBe(false);
      await perspective.click();
      await expect.poll(() => perspective.getAttribute('aria-pressed')).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lists the trails on the Trails map tab, draws them, and opens a popup by keyboard', async () => {
    const { page, errors } = await open(site, '/trails?tab=map');
    try {
      const box = await drawnMap(page);
      const counts = await untilColours(browser.context, box, { trail: TRAIL, ...BASEMAP.outdoor }, (c) => (c.trail ?? 0) > 30);
      expect(counts.trail, JSON.stringify(counts)).toBeGreaterThan(30);
      expect(share(counts, await boxArea(page), 'land', 'water'), JSON.stringify(counts)).toBeGreaterThan(0.2);
      const rows = page.locator('.feature-list__item');
      expect(await rows.count()).toBeGreaterThan(0);
      // Hovering a row highlights it (and its trail on the map).
      await rows.first().hover();
      await expect.poll(() => rows.first().getAttribute('class')).toContain('is-highlighted');

      const show = page.locator('.feature-list__show').first();
      await show.focus();
      await page.keyboard.press('Enter');
      const popup = page.locator('.maplibregl-popup');
      await popup.waitFor({ timeout: 10_000 });
      const title = await rows.first().locator('a').innerText();
      await expect.poll(() => popup.innerText()).toContain(title);
      expect(await popup.locator('a[href^="/entries/"]').count()).toBe(1);
      expect(await popup.locator('a[href*="saddr=Current+Location"]').count()).toBe(1);
      // Keyboard focus moved into the popup; Escape closes it and gives focus back to the button.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.maplibregl-popup')))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => popup.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.className)).toContain('feature-list__show');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("draws a trail page's route, flies along it and back, and marks the profile cursor's place on it", async () => {
    const tab = await open(site, '/trails?tab=map');
    const href = await tab.page.locator('.feature-list__item a').first().getAttribute('href');
    await tab.page.close();
    const { page, errors } = await open(site, href!);
    try {
      const box = await drawnMap(page);
      const counts = await untilColours(browser.context, box, { trail: TRAIL, start: ROUTE_START }, (c) => (c.trail ?? 0) > 200 && (c.start ?? 0) > 80);
      expect(counts.trail).toBeGreaterThan(200);
      // At trail zoom the route's start marker (a start/finish one on a loop) is drawn.
      expect(counts.start).toBeGreaterThan(80);

      const cursor = page.locator('.profile__cursor');
      await cursor.scrollIntoViewIfNeeded();
      await page.locator('.profile__cursor[role="slider"]').waitFor();
      await cursor.focus();
      await page.keyboard.press('Home');
      await expect.poll(() => cursor.getAttribute('aria-valuenow')).toBe('0');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      const now = Number(await cursor.getAttribute('aria-valuenow'));
      expect(now).toBeGreaterThan(0);
      expect(await page.locator('.profile__readout').innerText()).toMatch(/elevation/);
      const marked = await box.screenshot();
      await page.keyboard.press('End');
      await expect.poll(async () => (await box.screenshot()).equals(marked)).toBe(false);
      const rect = await cursor.boundingBox();
      await page.mouse.move(rect!.x + rect!.width * 0.3, rect!.y + rect!.height / 2);
      await expect.poll(() => page.locator('.profile__readout').innerText()).toMatch(/elevation/);
      await cursor.blur();

      const fly = page.locator('.flythrough__control button');
      // Its island woke with the map.
      await fly.scrollIntoViewIfNeeded();
      await expect.poll(() => fly.isEnabled()).toBe(true);
      const still = await box.screenshot();
      await fly.click();
      await expect.poll(() => fly.innerText()).toMatch(/stop/i);
      await page.waitForTimeout(1500);
      expect((await box.screenshot()).equals(still)).toBe(false);
      await fly.click();
      await expect.poll(() => fly.innerText()).toMatch(/start/i);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('while the map loads', () => {
  it('keeps the picture in sight until the map has drawn its tiles, then hands over', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    // The basemap's tiles are held back (maplibre's workers fetch them, so the context routes them):
    // the style loads and maplibre starts, but cannot finish its first frame. Its canvas stays out of
    // sight until then: while it parses its first tiles it paints the style's background alone, the
    // sea's colour, over the whole box.
    const held: Route[] = [];
    let released = false;
    const hold = (route: Route) => (released ? route.continue() : held.push(route));
    await browser.context.route('**/map/tiles/**', hold);
    try {
      const response = await page.goto(`${originOf(stack, 'islands')}/map`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const box = page.locator(MAP_BOX).first();
      await box.locator('.maplibregl-canvas').waitFor({ state: 'attached' });
      await page.waitForTimeout(1000);
      expect(await page.locator('.feature-map').first().getAttribute('data-map-status')).toBe('loading');
      expect(await box.locator('.feature-map__canvas').isVisible()).toBe(false);
      expect(await box.locator('img.feature-map__picture').isVisible()).toBe(true);
      // What the visitor sees is the picture: its trails and points.
      const waiting = await colourCounts(browser.context, box, { point: POINT, cluster: SITES[0]!.cluster!, trail: TRAIL });
      expect(waiting.trail, JSON.stringify(waiting)).toBeGreaterThan(15);
      expect(waiting.point! + waiting.cluster!, JSON.stringify(waiting)).toBeGreaterThan(40);

      released = true;
      for (const route of held) await route.continue();
      await drawnMap(page);
      expect(await box.locator('.feature-map__canvas').isVisible()).toBe(true);
      expect(await box.locator('img.feature-map__picture').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await browser.context.unroute('**/map/tiles/**', hold);
      await page.close();
    }
  });
});

describe('reduced motion', () => {
  it('shows the fly-through as a sequence of still views', async () => {
    const tab = await open('valley-trails', '/trails?tab=map');
    const href = await tab.page.locator('.feature-list__item a').first().getAttribute('href');
    await tab.page.close();
    const { page, errors } = await open('valley-trails', href!, { reducedMotion: true });
    try {
      const box = await drawnMap(page);
      const fly = page.locator('.flythrough__control button');
      // Its island woke with the map.
      await fly.scrollIntoViewIfNeeded();
      await expect.poll(() => fly.isEnabled()).toBe(true);
      await fly.click();
      // Each view is held 3 s: once its tiles are in, nothing moves (a flight never holds still)...
      let view = await box.screenshot();
      let steady = false;
      for (let tries = 0; tries < 8 && !steady; tries++) {
        await page.waitForTimeout(300);
        const next = await box.screenshot();
        steady = next.equals(view);
        view = next;
      }
      expect(steady).toBe(true);
      // ...and then the next view replaces it.
      await expect.poll(async () => (await box.screenshot()).equals(view), { timeout: 5_000 }).toBe(false);
      await fly.click();
      await expect.poll(() => fly.innerText()).toMatch(/start/i);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('pages without a map', () => {
  it.each([
    ['islands', '/'],
    ['islands', '/places?tab=grid'],
    ['valley-trails', '/tips'],
    ['park-gateway', '/stories'],
  ])('%s %s loads no maplibre bytes and keeps the page-wide budgets', async (site, path) => {
    const page = await browser.context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    let assets = recordAssets(page);
    try {
      await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(await page.locator('[data-island="map"]').count()).toBe(0);
      const initial = await assets.collect();
      assets = recordAssets(page);
      expect(await hydrateIslands(page)).toEqual([]);
      const all = [...initial, ...(await assets.collect())];
      expect(totalOf(initial, 'script'), describeAssets(initial, 'script')).toBeLessThanOrEqual(JS_INITIAL_BUDGET);
      expect(totalOf(all, 'script'), describeAssets(all, 'script')).toBeLessThanOrEqual(JS_BUDGET);
      expect(requests.filter((url) => /maplibre|features\.geojson|\/map\/(style|tiles|glyphs)/.test(url))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
