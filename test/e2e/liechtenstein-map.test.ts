/// <reference types="node" />
// The Liechtenstein guide's maps at trail zoom, from its OpenStreetMap archive
// (docs/decisions/050-osm-basemap-builder.md): a trail page's picture and its interactive map, at the
// opening zoom and two steps closer, show paths, woods, buildings and names; online, and again after
// "Save for offline" with the network really cut, from the saved picture and tiles alone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { pictureCoverage } from '../../scripts/lib/bench-report.mjs';
import { rasterise } from '../../scripts/lib/svg-pixels.mjs';
import { BASEMAP, drawnMap, untilColours } from './lib/map';
import { browserBehindSwitch, expectNetworkGone } from './lib/network-switch';
import { catchMaps, type Drawn, drawnFeatures, expectPictureDetail, expectTrailDetail, zoomInOnce } from './lib/rendered-map';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'liechtenstein');
const browser = browserBehindSwitch();
/** A trail above Vaduz: woods around it, the town's streets and buildings in its opening view. */
const TRAIL = '/entries/gaflei-trail/osm-trail-way-999';
/** The castle ruin TRAIL ends at, a point of interest in the archive. */
const FINISH = 'Wildschloss';
/** A valley trail along the Rhine: its picture's land beyond the river lies outside the archive, the rest is villages and woods. */
const VALLEY_TRAIL = '/entries/binnenkanaldamm/osm-trail-way-648';
/** The outdoor look's fill of woods and forests (core/map/hikers-look.ts), as maplibre paints it at trail zoom. */
const WOODS = { woods: '#a8d39c' };

/** The picture's SVG, fetched from the page (offline, the service worker answers from the saved guide). */
async function pictureSvg(page: Page): Promise<string> {
  const src = await page
    .getByRole('img', { name: /^Map of / })
    .first()
    .getAttribute('src');
  expect(src).toMatch(/\/map\.svg/);
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  }, src!);
}

/**
 * Starts the page's map and checks it at its opening zoom and two zoom steps closer: the canvas shows
 * land and woods, and maplibre drew paths, woods, buildings and names from the archive at both.
 */
async function expectMapDetail(page: Page): Promise<Drawn[]> {
  const box = await drawnMap(page);
  const colours = await untilColours(browser.context, box, { ...WOODS, land: BASEMAP.outdoor.land }, (c) => (c.land ?? 0) > 1000 && (c.woods ?? 0) > 1000, 20_000);
  expect(colours.woods ?? 0, `the canvas draws woods: ${JSON.stringify(colours)}`).toBeGreaterThan(1000);
  const opening = await drawnFeatures(page);
  expectTrailDetail(opening);
  await zoomInOnce(page);
  await zoomInOnce(page);
  const closer = await drawnFeatures(page);
  expect(closer.zoom).toBeCloseTo(opening.zoom + 2, 3);
  expectTrailDetail(closer);
  return [opening, closer];
}

describe('liechtenstein trail maps from the OpenStreetMap archive', () => {
  it('picture and interactive map show paths, woods, buildings and names at trail zoom, online and saved offline', async () => {
    const page = await browser.context.newPage();
    await catchMaps(page);
    try {
      expect((await page.goto(`${origin}${TRAIL}`, { waitUntil: 'load' }))?.status()).toBe(200);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      const picture = await pictureSvg(page);
      expectPictureDetail(picture);
      // More than the land: at least a fifth of the picture's pixels stand off it, as the bench measures.
      const coverage = pictureCoverage(await rasterise(browser.context, picture));
      expect(coverage.dominant).toBe(BASEMAP.outdoor.land);
      expect(coverage.share).toBeGreaterThanOrEqual(0.2);
      const online = await expectMapDetail(page);
      // The castle the walk ends at is named beside its finish marker, which is drawn over it, in both.
      expect(online[0]!.pois).toContain(FINISH);
      expect(picture).toContain(`data-layer="pois">${FINISH}<`);

      // Saved whole, within the guide's budget as the saving panel states it before saving.
      await page.getByRole('button', { name: t('en', 'saved.save'), exact: true }).click();
      const confirm = page.getByRole('button', { name: /^Save \d+\.\d MB on this device$/ });
      await confirm.waitFor({ timeout: 30_000 });
      const estimate = Number(/(\d+\.\d) MB/.exec((await confirm.textContent()) ?? '')?.[1]);
      expect(estimate).toBeLessThanOrEqual(10);
      await confirm.click();
      await expect.poll(() => page.locator('.guide-control__status').textContent(), { timeout: 90_000, interval: 250 }).toBe(t('en', 'saved.done'));

      // Offline, the browser's HTTP cache emptied: the page, its picture and the map's tiles come from the saved guide.
      await page.goto('about:blank');
      await (await browser.context.newCDPSession(page)).send('Network.clearBrowserCache');
      await browser.setOnline(false);
      expect((await page.goto(`${origin}${TRAIL}`, { waitUntil: 'load' }))?.status()).toBe(200);
      await expectNetworkGone(page);
      expectPictureDetail(await pictureSvg(page));
      const offline = await expectMapDetail(page);
      // The same camera as online: the saved map opens where the picture shows it.
      expect(offline[0]!.zoom).toBeCloseTo(online[0]!.zoom, 3);
      console.log(`${TRAIL}: picture ${(100 * coverage.share).toFixed(1)}% off the land; saving panel ${estimate} MB; drawn online ${JSON.stringify(online)}, offline ${JSON.stringify(offline)}`);
    } finally {
      await browser.setOnline(true);
      await page.close();
    }
  }, 240_000);

  it('a valley trail’s picture shows its villages as settled land, a fifth of its pixels off the land', async () => {
    const page = await browser.context.newPage();
    try {
      expect((await page.goto(`${origin}${VALLEY_TRAIL}`, { waitUntil: 'load' }))?.status()).toBe(200);
      const coverage = pictureCoverage(await rasterise(browser.context, await pictureSvg(page)));
      expect(coverage.dominant).toBe(BASEMAP.outdoor.land);
      expect(coverage.share).toBeGreaterThanOrEqual(0.2);
    } finally {
      await page.close();
    }
  });
});
