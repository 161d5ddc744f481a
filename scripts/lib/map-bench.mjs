// The map's share of `npm run bench`: time from navigation to the map's first frame with its features
// drawn (the island marks its box ready at maplibre's first complete render), on one site seeded with
// 100 and then with 5,000 synthetic entries. Clustering and no per-point DOM keep 5,000 within 2x of 100.
// And where the map waits for the visitor (docs/decisions/032-map-on-engagement.md), the time from
// their click on "Interactive map" to that first frame, on the index's split view at both sizes. The
// rows and their goals: ./bench-report.mjs.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { mapBenchRows } from './bench-report.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { httpRequestRetrying as httpRequest } from './http.mjs';
import { root } from './import-ts.mjs';
import { median } from './median.mjs';
import { freePort } from './proc.mjs';
import { startStack } from './stack.mjs';

const SITE = 'islands';
const PATH = '/map';
/** An index whose initial tab shows the map beside the cards: the map waits for a click. */
const SPLIT = '/places';
const START = 'Interactive map';
const SIZES = [100, 5000];
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);

/** The page's window with the stamps the init scripts below leave on it. @typedef {Window & { __mapReadyAt?: number, __pressedAt?: number }} StampedWindow */

/**
 * Milliseconds from navigation start until the map's box says ready, in a new page of one browser (its
 * HTTP cache warm: the ratio compares the map's own work), with when the HTML and the features arrived.
 */
async function firstFrame(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-map-status="ready"]')) return;
        /** @type {StampedWindow} */ (window).__mapReadyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-map-status'], childList: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {StampedWindow} */ (window).__mapReadyAt !== undefined, undefined, { timeout: 90_000 });
    // Where the time went: the page's HTML and the features' JSON, received by (ms since navigation).
    return await page.evaluate(() => ({
      ready: /** @type {StampedWindow} */ (window).__mapReadyAt,
      html: /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])?.responseEnd,
      features: /** @type {PerformanceResourceTiming | undefined} */ (performance.getEntriesByType('resource').find((entry) => entry.name.includes('/features.geojson')))?.responseEnd,
    }));
  } finally {
    await page.close();
  }
}

/**
 * Milliseconds from the visitor's click on the map's "Interactive map" control (the pointer's press,
 * as the browser stamps it) until the box says ready, on a page loaded and idle first. Nothing of the
 * map is in the HTTP cache: its chunk, worker and features load after the click, as on a first visit.
 */
async function clickToFrame(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      document.addEventListener(
        'pointerdown',
        (event) => {
          if (event.target instanceof Element && event.target.closest('.feature-map__start')) /** @type {StampedWindow} */ (window).__pressedAt ??= event.timeStamp;
        },
        true,
      );
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-map-status="ready"]')) return;
        /** @type {StampedWindow} */ (window).__mapReadyAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-map-status'], childList: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.getByRole('button', { name: START }).click();
    await page.waitForFunction(() => /** @type {StampedWindow} */ (window).__mapReadyAt !== undefined, undefined, { timeout: 90_000 });
    return await page.evaluate(() => {
      const { __mapReadyAt, __pressedAt } = /** @type {StampedWindow} */ (window);
      // NaN when no press was stamped, as the bench reports a failed measurement.
      return (__mapReadyAt ?? Number.NaN) - (__pressedAt ?? Number.NaN);
    });
  } finally {
    await page.close();
  }
}

/**
 * How many features the page's map reads, asked for as the browser does: the endpoint gzips for
 * those that accept it, and the cached answer the browser's visit left may be the gzipped one.
 */
async function featureCount(stack) {
  const res = await httpRequest(`http://127.0.0.1:${stack.sitePort}${PATH}/features.geojson`, { host: `${SITE}.localhost`, headers: { 'Accept-Encoding': 'gzip' }, timeoutMs: 60_000 });
  const json = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.bytes).toString('utf8') : res.body;
  return JSON.parse(json).features.length;
}

async function measure(size, log) {
  const persistDir = mkdtempSync(join(root, '.tmp', `bench-map-${size}-`));
  const userDataDir = mkdtempSync(join(root, '.tmp', 'bench-map-chromium-'));
  let stack;
  let context;
  try {
    stack = await startStack({ sitePort: await freePort(), contentPort: await freePort(), persistDir, quiet: true, log, extraSeeds: [['--project', SITE, '--scale', String(size)]] });
    const url = `${stack.originOf(SITE)}${PATH}`;
    context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 900 } });
    // One warm-up: the worker's caches (pages, features, content) fill, as they are for visitors.
    await firstFrame(context, url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await context.clearCookies();
      const run = await firstFrame(context, url);
      runs.push(run);
      log(`${size} entries: run ${i + 1}/${RUNS} ${run.ready.toFixed(0)} ms (HTML by ${run.html?.toFixed(0)} ms, features by ${run.features?.toFixed(0)} ms)`);
    }
    const of = (key) => median(runs.map((run) => run[key]));
    const clicks = [];
    for (let i = 0; i < RUNS; i++) {
      // A first visit's map: its code and data are not in the browser's cache when the visitor clicks.
      const blank = await context.newPage();
      await (await context.newCDPSession(blank)).send('Network.clearBrowserCache');
      await blank.close();
      clicks.push(await clickToFrame(context, `${stack.originOf(SITE)}${SPLIT}`));
      log(`${size} entries: click on ${SPLIT}'s map to its first frame, run ${i + 1}/${RUNS}: ${clicks.at(-1).toFixed(0)} ms`);
    }
    return { entries: size, page: SPLIT, ms: of('ready'), featuresMs: of('features'), features: await featureCount(stack), clicks };
  } finally {
    await context?.close();
    await stack?.stop();
    rmSync(persistDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Measures both sizes, each on a stack of its own, and gives the bench rows. */
export async function mapFirstFrameRows(log) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  return mapBenchRows(await measure(SIZES[0], log), await measure(SIZES[1], log));
}
