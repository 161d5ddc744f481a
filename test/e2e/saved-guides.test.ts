/// <reference types="node" />
// Save for offline, in a real browser with the network really cut (test/e2e/lib/network-switch.ts): a
// trail page saved online opens offline with its map drawn (basemap and route), its profile cursor
// and GPX answering, and the saved guides page names it; updating refetches it, removing removes it.
// Prints the guide's size and the time saving took, the targets of docs/decisions/037-saved-guides.md.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { axeViolations } from './lib/axe';
import { recordAssets, totalOf } from './lib/budgets';
import { BASEMAP, drawnMap, untilColours } from './lib/map';
import { browserBehindSwitch, expectNetworkGone } from './lib/network-switch';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const site = 'valley-trails';
const origin = originOf(stack, site);
/** The demo content's trail colour (content-service/geo.ts). */
const TRAIL = '#8d5524';
const browser = browserBehindSwitch();

/** Where the map starts only when the visitor reaches for it, reach for it (its "Interactive map" control). */
async function engageMap(page: Page): Promise<void> {
  const control = page.getByRole('button', { name: /interactive map/i });
  if ((await control.count()) > 0) await control.first().click();
}

const saveButton = (page: Page) => page.getByRole('button', { name: t('en', 'saved.save'), exact: true });

/** The detail page's control once its guide is saved: "Saved for offline", Update and Remove, and no Save button. */
async function expectSavedControl(page: Page, title: string): Promise<void> {
  const control = page.locator('.guide-control');
  await expect.poll(() => control.getByText(t('en', 'saved.savedState'), { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await control.getByRole('button', { name: `${t('en', 'saved.update')} ${title}` }).isVisible()).toBe(true);
  expect(await control.getByRole('button', { name: `${t('en', 'saved.remove')} ${title}` }).isVisible()).toBe(true);
  expect(await saveButton(page).count()).toBe(0);
}

describe('a trail guide saved for offline (valley-trails)', () => {
  it('saves with its size shown first and progress, then opens offline with its map, profile cursor and GPX, listed on the saved page until removed', async () => {
    const page = await browser.context.newPage();
    try {
      const trails = await page.goto(`${origin}/trails?tab=map`, { waitUntil: 'load' });
      expect(trails?.status()).toBe(200);
      const href = await page.locator('.feature-list__item a').first().getAttribute('href');
      expect(href).toMatch(/^\//);
      await page.goto(`${origin}${href}`, { waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const title = (await page.locator('main h1').first().textContent())!.trim();

      // The size before saving, against the budget; then progress, named, while it saves.
      await saveButton(page).click();
      const confirm = page.getByRole('button', { name: /^Save \d+\.\d MB on this device$/ });
      await confirm.waitFor({ timeout: 30_000 });
      expect(await page.locator('.save-guide__estimate').textContent()).toMatch(/about \d+\.\d MB on this device \(at most 10\.0 MB per guide\)/);
      expect(await axeViolations(page)).toEqual([]);
      const progress = page.getByRole('progressbar', { name: t('en', 'saved.progress') }).waitFor({ timeout: 15_000 });
      const started = Date.now();
      await confirm.click();
      await progress;
      await expect.poll(() => page.locator('.guide-control__status').textContent(), { timeout: 60_000, interval: 200 }).toBe(t('en', 'saved.done'));
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
      const assets = recordAssets(page);
      await page.reload({ waitUntil: 'load' });
      await expectSavedControl(page, title);
      expect(await page.locator('[data-island="save"][data-island-started]').count(), 'the save island woke by itself').toBe(0);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const script = totalOf(await assets.collect(), 'script');
      expect(script).toBeLessThanOrEqual(30 * 1024);

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
