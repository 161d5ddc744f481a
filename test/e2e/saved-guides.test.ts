/// <reference types="node" />
// Save for offline, on a phone's screen (390 x 844), in a real browser with the network really cut
// (test/e2e/lib/network-switch.ts): a trail page saved online opens offline with its map drawn (basemap
// and route), its profile cursor and GPX answering, and the saved guides page names it; updating
// refetches it, removing removes it. A saved guide's page says so as it loads, its own Update and
// Remove work, and the trail page and the saved guides page each load at most 30 KB of script (gzip)
// with a guide saved (docs/decisions/055-trail-page-reading-order.md, 062).
// Prints the guide's size and the time saving took, the targets of docs/decisions/037-saved-guides.md.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { axeViolations } from './lib/axe';
import { describeAssets, recordAssets, totalOf } from './lib/budgets';
import { NARROW_SIZES } from '../../core/map/static/sizes';
import { BASEMAP, drawnMap, MAP_PICTURE, untilColours } from './lib/map';
import { browserBehindSwitch, expectNetworkGone } from './lib/network-switch';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const site = 'valley-trails';
const origin = originOf(stack, site);
/** The demo content's trail colour (content-service/geo.ts). */
const TRAIL = '#8d5524';
const browser = browserBehindSwitch();
const PHONE = { width: 390, height: 844 };
/** What a trail page and the saved guides page may load in script with a guide saved, gzip-compressed (decision 055). */
const SCRIPT_BUDGET = 30 * 1024;

/** Where the map starts only when the visitor reaches for it, reach for it (its "Interactive map" control). */
async function engageMap(page: Page): Promise<void> {
  const control = page.getByRole('button', { name: /interactive map/i });
  if ((await control.count()) > 0) await control.first().click();
}

/** A page of the test's browser on a phone's screen, where the action row wraps and the map is narrow. */
async function phonePage(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(PHONE);
  return page;
}

const saveButton = (page: Page) => page.getByRole('button', { name: t('en', 'saved.save'), exact: true });

/** The trail page at `index` in the Trails map tab's list, opened once the service worker controls it; its path and title. */
async function openTrail(page: Page, index: number): Promise<{ href: string; title: string }> {
  const trails = await page.goto(`${origin}/trails?tab=map`, { waitUntil: 'load' });
  expect(trails?.status()).toBe(200);
  const href = (await page.locator('.feature-list__item a').nth(index).getAttribute('href'))!;
  expect(href).toMatch(/^\//);
  await page.goto(`${origin}${href}`, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { href, title: (await page.locator('main h1').first().textContent())!.trim() };
}

/** The second step of saving, once the guide's size is known: "Save 1.2 MB on this device". */
const confirmButton = (page: Page) => page.getByRole('button', { name: /^Save \d+\.\d MB on this device$/ });

/** Until the control says the guide is saved. */
const untilSaved = (page: Page) => expect.poll(() => page.locator('.guide-control__status').textContent(), { timeout: 60_000, interval: 200 }).toBe(t('en', 'saved.done'));

/** Saves the open guide through its control: the size first, then the save itself, until the control says it is done. */
async function saveGuide(page: Page): Promise<void> {
  await saveButton(page).click();
  await confirmButton(page).click({ timeout: 30_000 });
  await untilSaved(page);
}

/** The gzip size of the scripts `page` loads while `navigate` runs and until its network settles. */
async function scriptBytes(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  const assets = recordAssets(page);
  await navigate();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const collected = await assets.collect();
  console.log(`${page.url()}: ${(totalOf(collected, 'script') / 1024).toFixed(1)} KB of script\n${describeAssets(collected, 'script')}`);
  return totalOf(collected, 'script');
}

/** The detail page's control once its guide is saved: "Saved for offline", Update and Remove, and no Save button. */
async function expectSavedControl(page: Page, title: string): Promise<void> {
  const control = page.locator('.guide-control');
  await expect.poll(() => control.getByText(t('en', 'saved.savedState'), { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await control.getByRole('button', { name: `${t('en', 'saved.update')} ${title}` }).isVisible()).toBe(true);
  expect(await control.getByRole('button', { name: `${t('en', 'saved.remove')} ${title}` }).isVisible()).toBe(true);
  expect(await saveButton(page).count()).toBe(0);
}

describe('a trail guide saved for offline on a phone (valley-trails)', () => {
  it('saves with its size shown first and progress, then opens offline with its map, profile cursor and GPX, listed on the saved page until removed', async () => {
    const page = await phonePage();
    try {
      const { href, title } = await openTrail(page, 0);

      // The size before saving, against the budget; then progress, named, while it saves.
      await saveButton(page).click();
      const confirm = confirmButton(page);
      await confirm.waitFor({ timeout: 30_000 });
      expect(await page.locator('.save-guide__estimate').textContent()).toMatch(/about \d+\.\d MB on this device \(at most 10\.0 MB per guide\)/);
      expect(await axeViolations(page)).toEqual([]);
      const progress = page.getByRole('progressbar', { name: t('en', 'saved.progress') }).waitFor({ timeout: 15_000 });
      const started = Date.now();
      await confirm.click();
      await progress;
      await untilSaved(page);
      const seconds = (Date.now() - started) / 1000;
      // Saved says saved: no "Save for offline" any more, but "Saved for offline" with Update and Remove.
      await expectSavedControl(page, title);
      const bytes = await page.evaluate(async () => {
        const cache = await caches.open('saved-guides');
        let total = 0;
        for (const request of await cache.keys()) if (!request.url.includes('/.saved-guides/')) total += (await (await cache.match(request))!.arrayBuffer()).byteLength;
        return total;
      });
      console.log(`saved guide ${href}: ${(bytes / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(1)} s (targets: <= 10 MB, <= 15 s)`);
      expect(bytes).toBeLessThanOrEqual(10 * 1024 * 1024);
      expect(seconds).toBeLessThanOrEqual(15);

      // And as soon as the page loads again, before any click wakes the save island, within the page's script budget.
      expect(await scriptBytes(page, () => page.reload({ waitUntil: 'load' }))).toBeLessThanOrEqual(SCRIPT_BUDGET);
      await expectSavedControl(page, title);
      expect(await page.locator('[data-island="save"][data-island-started]').count(), 'the save island woke by itself').toBe(0);

      // Update fetches it all again, online.
      await page.goto(`${origin}/saved?locale=en`, { waitUntil: 'load' });
      await page.locator('.saved-guides__item').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: `${t('en', 'saved.update')} ${title}` }).click();
      await expect.poll(() => page.locator('.saved-guides__status').textContent(), { timeout: 30_000 }).toBe(t('en', 'saved.updated').replace('{title}', title));

      // Offline, with the browser's HTTP cache emptied: nothing answers but the service worker.
      await page.goto('about:blank');
      await (await browser.context.newCDPSession(page)).send('Network.clearBrowserCache');
      await browser.setOnline(false);
      const saved = await page.goto(`${origin}${href}`, { waitUntil: 'load' });
      expect(saved?.status()).toBe(200);
      await expectNetworkGone(page);
      expect((await page.locator('main h1').first().textContent())?.trim()).toBe(title);
      // Its map's picture shows offline, in the frame the page offers a phone's screen.
      const { width, height } = NARROW_SIZES.entry!;
      const shown = () => page.locator(MAP_PICTURE).evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight} ${new URL(img.currentSrc).search}` : ''));
      await expect.poll(shown, { timeout: 10_000 }).toBe(`${width}x${height} ?layout=entry&frame=narrow`);

      await engageMap(page);
      const box = await drawnMap(page);
      const counts = await untilColours(browser.context, box, { trail: TRAIL, ...BASEMAP.outdoor }, (c) => (c.trail ?? 0) > 100 && (c.land ?? 0) > 1000, 30_000);
      expect(counts.trail).toBeGreaterThan(100);
      expect(counts.land).toBeGreaterThan(1000);
      // It pans and zooms within its area: zooming in draws the basemap again from saved tiles.
      const before = await box.screenshot();
      await box.hover();
      await page.mouse.wheel(0, -600);
      await expect.poll(async () => (await box.screenshot()).equals(before), { timeout: 10_000 }).toBe(false);
      const zoomed = await untilColours(browser.context, box, { ...BASEMAP.outdoor }, (c) => (c.land ?? 0) + (c.water ?? 0) > 1000, 15_000);
      expect((zoomed.land ?? 0) + (zoomed.water ?? 0)).toBeGreaterThan(1000);

      // The profile cursor moves offline.
      const cursor = page.locator('.profile__cursor[role="slider"]');
      await page.locator('.profile__cursor').scrollIntoViewIfNeeded();
      await cursor.waitFor();
      await cursor.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('PageUp');
      await expect.poll(async () => Number(await cursor.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
      expect(await page.locator('.profile__readout').innerText()).toMatch(/elevation/);

      // Its GPX answers offline.
      const gpx = await page.evaluate(async (link) => {
        const res = await fetch(link);
        return { status: res.status, text: await res.text() };
      }, `${href}/features.gpx`);
      expect(gpx.status).toBe(200);
      expect(gpx.text).toMatch(/^<\?xml[\s\S]*<gpx[\s\S]*<trkpt /);

      // The saved guides page names it, with its size and date, and removing it removes it.
      await page.goto(`${origin}/saved?locale=en`, { waitUntil: 'load' });
      const row = page.locator('.saved-guides__item', { has: page.locator(`a[href="${href}"]`) });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      expect(await row.locator('a').textContent()).toBe(title);
      expect(await row.locator('.saved-guides__details').textContent()).toMatch(/^\d+\.\d MB, saved /);
      await row.getByRole('button', { name: `${t('en', 'saved.remove')} ${title}` }).click();
      await expect.poll(() => row.count()).toBe(0);
      expect(await page.locator('.saved-guides').textContent()).toContain(t('en', 'saved.noGuides'));
      const left = await page.evaluate(async () => (await (await caches.open('saved-guides')).keys()).length);
      expect(left).toBe(0);
    } finally {
      await browser.setOnline(true);
      await page.close();
    }
  }, 180_000);
});

describe('a saved guide on a phone (valley-trails)', () => {
  it('says "Saved for offline" as the page loads, updates and removes from its own page, within 30 KB of script here and on the saved guides page', async () => {
    const page = await phonePage();
    try {
      // The list's second trail: the first one is the other test's.
      const { href, title } = await openTrail(page, 1);
      await saveGuide(page);

      // Saved says saved as soon as the page loads: no click, no save island, and the page's script within its budget.
      expect(await scriptBytes(page, () => page.reload({ waitUntil: 'load' }))).toBeLessThanOrEqual(SCRIPT_BUDGET);
      await expectSavedControl(page, title);
      expect(await page.locator('[data-island="save"][data-island-started]').count(), 'the save island woke by itself').toBe(0);

      // Update, from the guide's own page: it stays saved and says it is up to date.
      await page.getByRole('button', { name: `${t('en', 'saved.update')} ${title}` }).click();
      await expect.poll(() => page.locator('.guide-control > .guide-control__status').textContent(), { timeout: 30_000 }).toBe(t('en', 'saved.updated').replace('{title}', title));
      await expectSavedControl(page, title);

      // The saved guides page lists it, within the same script budget.
      expect(await scriptBytes(page, () => page.goto(`${origin}/saved?locale=en`, { waitUntil: 'load' }))).toBeLessThanOrEqual(SCRIPT_BUDGET);
      const row = page.locator('.saved-guides__item', { has: page.locator(`a[href="${href}"]`) });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);

      // Remove, from the guide's own page: the control offers "Save for offline" again, and the list no longer has it.
      await page.goto(`${origin}${href}`, { waitUntil: 'load' });
      await expectSavedControl(page, title);
      await page.getByRole('button', { name: `${t('en', 'saved.remove')} ${title}` }).click();
      await expect.poll(() => page.locator('.guide-control > .guide-control__status').textContent(), { timeout: 15_000 }).toBe(t('en', 'saved.removed').replace('{title}', title));
      expect(await saveButton(page).isVisible()).toBe(true);
      expect(await page.locator('.guide-control').getByText(t('en', 'saved.savedState'), { exact: true }).isVisible()).toBe(false);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => saveButton(page).isVisible()).toBe(true);
      await page.goto(`${origin}/saved?locale=en`, { waitUntil: 'load' });
      // The list is drawn from the saved guides' records, and the guide's record is gone.
      const records = await page.evaluate(async () => (await (await caches.open('saved-guides')).keys()).map((request) => decodeURIComponent(request.url)));
      expect(records.filter((url) => url.includes('/.saved-guides/') && url.endsWith(href))).toEqual([]);
      expect(await row.count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 120_000);
});
