/// <reference types="node" />
// The map that waits for the visitor (docs/decisions/032-map-on-engagement.md): a trail page read
// through without touching its map loads no maplibre and little script; the "Interactive map" control,
// a mouse over the box, or focus and Enter start it, and the WebGL map draws the route where the box
// was, without moving anything. Once started inside a scrolling page the wheel and one finger stay the
// page's and the map says how to move it (in the page's language); the map page and a Map tab the
// visitor chose start by themselves and keep one-finger panning.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile, launchBrowser } from './lib/browser';
import { describeAssets, recordAssets, totalOf } from './lib/budgets';
import { boxPlace, MAP_BOX, MAP_ISLAND, untilColours } from './lib/map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();

/** The demo trails' colour (content-service/geo.ts). */
const TRAIL = '#8d5524';
/** A page that never reaches for its map: every script it loads, gzipped. */
const UNTOUCHED_BUDGET = 30 * 1024;
const MAPLIBRE = /maplibre/;
const READY = `${MAP_ISLAND} [data-map-status="ready"]`;

interface Opened {
  page: Page;
  errors: string[];
  requests: string[];
}

async function open(site: string, path: string): Promise<Opened> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
  expect(response?.status(), `${site}${path}`).toBe(200);
  return { page, errors, requests };
}

/** A trail page of the site, found the way a visitor finds one: from the Trails map tab's list. */
async function trailPath(site: string): Promise<string> {
  const { page } = await open(site, '/trails?tab=map');
  try {
    return (await page.locator('.feature-list__item a').first().getAttribute('href'))!;
  } finally {
    await page.close();
  }
}

const maplibreOf = (requests: string[]) => requests.filter((url) => MAPLIBRE.test(url));

/** Reads the page top to bottom with the wheel, the pointer resting at the window's left edge (beside the content). */
async function scrollThrough(page: Page): Promise<void> {
  await page.mouse.move(2, 450);
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

describe('a trail page (valley-trails)', () => {
  it('read through without touching the map: no maplibre, script within 30 KB; then the Interactive map control starts it in place', async () => {
    const path = await trailPath('valley-trails');
    const page = await browser.context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => requests.push(request.url()));
    const assets = recordAssets(page);
    try {
      await page.goto(`${originOf(stack, 'valley-trails')}${path}`, { waitUntil: 'load' });
      await scrollThrough(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForTimeout(300);
      expect(maplibreOf(requests)).toEqual([]);
      expect(requests.filter((url) => /features\.geojson|\/map\/(style|tiles|glyphs)/.test(url))).toEqual([]);
      const read = await assets.collect();
      const script = totalOf(read, 'script');
      console.log(`[budgets] ${path} read through: ${(script / 1024).toFixed(1)} KB of script\n${describeAssets(read, 'script')}`);
      expect(script, describeAssets(read, 'script')).toBeLessThanOrEqual(UNTOUCHED_BUDGET);

      const before = await boxPlace(page);
      const start = page.getByRole('button', { name: t('en', 'map.start') });
      await start.click();
      await page.locator(READY).waitFor({ timeout: 45_000 });
      expect(maplibreOf(requests).some((url) => /\/assets\/maplibre-map-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
      const box = page.locator(MAP_BOX).first();
      const counts = await untilColours(browser.context, box, { trail: TRAIL }, (c) => (c.trail ?? 0) > 200);
      expect(counts.trail, JSON.stringify(counts)).toBeGreaterThan(200);
      // The map took the box as it was: same place, same size; the control went with the picture.
      expect(await boxPlace(page)).toEqual(before);
      expect(await start.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keyboard: Tab into the map and Enter starts it, and the map keeps the focus', async () => {
    const path = await trailPath('valley-trails');
    const { page, errors, requests } = await open('valley-trails', path);
    try {
      let inBox = false;
      for (let presses = 0; presses < 150 && !inBox; presses++) {
        await page.keyboard.press('Tab');
        inBox = await page.evaluate((box) => Boolean(document.activeElement?.closest(box)), MAP_BOX);
      }
      expect(inBox).toBe(true);
      expect(maplibreOf(requests)).toEqual([]);
      await page.keyboard.press('Enter');
      await page.locator(READY).waitFor({ timeout: 45_000 });
      expect(maplibreOf(requests).length).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('maplibregl-canvas'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a mouse over the box starts it; once started the wheel scrolls the page and the map says how to zoom', async () => {
    const path = await trailPath('valley-trails');
    const { page, errors, requests } = await open('valley-trails', path);
    try {
      const box = page.locator(MAP_BOX).first();
      await box.scrollIntoViewIfNeeded();
      expect(maplibreOf(requests)).toEqual([]);
      const rect = (await box.boundingBox())!;
      await page.mouse.move(rect.x + rect.width / 3, rect.y + rect.height / 3);
      await page.locator(READY).waitFor({ timeout: 45_000 });
      expect(await box.locator('.maplibregl-canvas-container').getAttribute('class')).toContain('maplibregl-cooperative-gestures');
      const screen = box.locator('.maplibregl-cooperative-gesture-screen');
      // maplibre shows the message for a moment (its class for 100 ms, then a fade): record that it came.
      await screen.evaluate((element) => {
        const seen = window as unknown as { gestureShown: boolean };
        seen.gestureShown = false;
        new MutationObserver(() => {
          if (element.classList.contains('maplibregl-show')) seen.gestureShown = true;
        }).observe(element, { attributes: true, attributeFilter: ['class'] });
      });
      const top = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
      await expect.poll(() => page.evaluate(() => (window as unknown as { gestureShown: boolean }).gestureShown)).toBe(true);
      // In the desktop wording here (Ctrl; ⌘ on a Mac).
      expect(await screen.textContent()).toContain(t('en', 'map.gestureWindows'));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the control over the picture (liechtenstein)', () => {
  const ROUTE_END = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\) translate\(-20 -20\)"[^>]*data-layer="tg-route-ends"/g;
  const CREDITS = /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="#ffffff" fill-opacity="0.75"/;

  // On a phone the page shows the picture's phone frame (<picture>'s source): at about its own size,
  // whole, where the desktop frame was shown at half its size with its sides cropped.
  it.each([
    ['a desktop', { width: 1280, height: 900 }, 0.95],
    ['a phone', { width: 390, height: 844 }, 0.85],
  ])("leaves every trail's start and finish in sight, the picture whole and at its size, on %s", async (_, viewport, least) => {
    const { page } = await open('liechtenstein', '/trails');
    try {
      await page.setViewportSize(viewport);
      const paths = [...new Set(await page.locator('main a[href^="/entries/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))];
      expect(paths.length).toBeGreaterThan(10);
      let ends = 0;
      for (const path of paths) {
        await page.goto(`${originOf(stack, 'liechtenstein')}${path}`, { waitUntil: 'load' });
        const { svg, box, control, natural } = await page.evaluate(async () => {
          const picture = document.querySelector<HTMLImageElement>('.feature-map__picture')!;
          const rect = (element: Element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left, top, right, bottom };
          };
          return {
            svg: await (await fetch(picture.currentSrc)).text(),
            box: rect(picture),
            control: rect(document.querySelector('.feature-map__start')!),
            natural: { width: picture.naturalWidth, height: picture.naturalHeight },
          };
        });
        // The picture covers its box (object-fit: cover): scaled to fill it, centred.
        const scale = Math.max((box.right - box.left) / natural.width, (box.bottom - box.top) / natural.height);
        expect(scale, `${path}: the picture's scale in its box`).toBeGreaterThan(least);
        expect(Math.abs((box.right - box.left) / (box.bottom - box.top) - natural.width / natural.height), `${path}: the box has the picture's shape`).toBeLessThan(0.02);
        const offsetX = (box.right - box.left - natural.width * scale) / 2;
        const offsetY = (box.bottom - box.top - natural.height * scale) / 2;
        // The credits' strip, in the picture's pixels: it stands above the control, clear of the route's ends too.
        const [left, top, width, height] = CREDITS.exec(svg)!.slice(1).map(Number) as [number, number, number, number];
        for (const [, x, y, size] of svg.matchAll(ROUTE_END)) {
          const r = 20 * Number(size) * scale;
          const [px, py] = [box.left + offsetX + Number(x) * scale, box.top + offsetY + Number(y) * scale];
          const hidden = px + r > control.left && px - r < control.right && py + r > control.top && py - r < control.bottom;
          expect(hidden, `${path}: the route's end at ${Math.round(px)}, ${Math.round(py)} is under the control`).toBe(false);
          const [sx, sy, sr] = [Number(x), Number(y), 20 * Number(size)];
          const credited = sx + sr > left && sx - sr < left + width && sy + sr > top && sy - sr < top + height;
          expect(credited, `${path}: the route's end at ${sx}, ${sy} is under the credits`).toBe(false);
          ends++;
        }
      }
      expect(ends).toBeGreaterThanOrEqual(paths.length);
    } finally {
      await page.close();
    }
  });
});

describe('in Spanish (islands)', () => {
  it('the control and the map’s gesture messages speak Spanish', async () => {
    const path = await trailPath('islands');
    const { page, errors, requests } = await open('islands', `${path}?locale=es`);
    try {
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      const start = page.getByRole('button', { name: t('es', 'map.start') });
      await start.scrollIntoViewIfNeeded();
      expect(maplibreOf(requests)).toEqual([]);
      await start.click();
      await page.locator(READY).waitFor({ timeout: 45_000 });
      // Both wordings are in the map (CSS shows the desktop one here, the two-finger one on touch screens).
      const screen = (await page.locator(`${MAP_BOX} .maplibregl-cooperative-gesture-screen`).textContent()) ?? '';
      expect(screen).toContain(t('es', 'map.gestureMobile'));
      // The desktop message for the visitor's system: Ctrl here, ⌘ on a Mac.
      expect(
        [t('es', 'map.gestureWindows'), t('es', 'map.gestureMac')].some((message) => screen.includes(message)),
        screen,
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('maps that start by themselves', () => {
  it.each([
    ['valley-trails', '/map'],
    ['valley-trails', '/trails?tab=map'],
  ])('%s %s draws without any interaction, one-finger panning kept on the map page', async (site, path) => {
    const { page, errors, requests } = await open(site, path);
    try {
      expect(await page.locator(`${MAP_BOX} .feature-map__start`).count()).toBe(0);
      await page.locator(READY).waitFor({ timeout: 45_000 });
      expect(maplibreOf(requests).length).toBeGreaterThan(0);
      const cooperative = (await page.locator(`${MAP_BOX} .maplibregl-canvas-container`).getAttribute('class'))!.includes('maplibregl-cooperative-gestures');
      expect(cooperative).toBe(path !== '/map');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the Trails split view waits for the visitor like a trail page', async () => {
    const { page, requests } = await open('valley-trails', '/trails');
    try {
      expect(await page.locator('.feature-map--split').count()).toBe(1);
      await scrollThrough(page);
      expect(maplibreOf(requests)).toEqual([]);
      await page.getByRole('button', { name: t('en', 'map.start') }).click();
      await page.locator(READY).waitFor({ timeout: 45_000 });
      expect(maplibreOf(requests).length).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

describe('without JavaScript', () => {
  it('a trail page offers no control that nothing would start', async () => {
    const path = await trailPath('valley-trails');
    const off = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await off.context.newPage();
      await page.goto(`${originOf(stack, 'valley-trails')}${path}`, { waitUntil: 'load' });
      expect(await page.locator(`${MAP_BOX} .feature-map__start`).count()).toBe(1);
      expect(await page.getByRole('button', { name: t('en', 'map.start') }).isVisible()).toBe(false);
      // The box keeps its room for the picture and the list carries the features.
      expect((await page.locator(MAP_BOX).boundingBox())!.height).toBeGreaterThan(200);
    } finally {
      await off.close();
    }
  });
});
