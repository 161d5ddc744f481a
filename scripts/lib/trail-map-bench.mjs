// The Liechtenstein trail map's share of `npm run bench` (BENCH_ONLY=trail-map): a trail's picture drawn
// from the site's OpenStreetMap archive (docs/decisions/050-osm-basemap-builder.md) and the guide a
// visitor saves for offline, on a stack of its own. The picture's bytes as served and gzipped, how
// much of it is more than the land (its pixels, rasterised by Chromium, off the dominant colour), and
// the saved guide's size as the saving panel states it before saving (the sizes the worker reports for
// the archive's tiles, decision 058). The rows and their goals: ./bench-report.mjs (trailMapRows);
// the picture's CPU is a row of the CPU table (./route-classes.mjs).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { pictureCoverage, trailMapRows } from './bench-report.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { firstDetailLink } from './discover.mjs';
import { httpRequestRetrying as httpRequest } from './http.mjs';
import { root } from './import-ts.mjs';
import { freePort } from './proc.mjs';
import { startStack } from './stack.mjs';
import { rasterise } from './svg-pixels.mjs';

const SITE = 'liechtenstein';
/** The saving panel's confirm button, which states the guide's size (`saved.confirm` in core/i18n/messages/saved-en.ts). */
const CONFIRM = /^Save (\d+(?:\.\d+)?) MB on this device$/;

/** The guide's size the saving panel states once the visitor asks to save it, in MB. */
async function savingPanelMb(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save for offline', exact: true }).click();
    const confirm = page.getByRole('button', { name: CONFIRM });
    await confirm.waitFor({ timeout: 60_000 });
    return Number(CONFIRM.exec((await confirm.textContent())?.trim() ?? '')?.[1]);
  } finally {
    await page.close();
  }
}

/** Measures the site's first trail (as its trails list links it) and gives the bench rows. */
export async function trailMapBenchRows(log) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const persistDir = mkdtempSync(join(root, '.tmp', 'bench-trail-map-'));
  const userDataDir = mkdtempSync(join(root, '.tmp', 'bench-trail-map-chromium-'));
  let stack;
  let context;
  try {
    stack = await startStack({ sitePort: await freePort(), contentPort: await freePort(), persistDir, quiet: true, log });
    const get = (path) => httpRequest(`http://127.0.0.1:${stack.sitePort}${path}`, { host: `${SITE}.localhost`, timeoutMs: 60_000 });
    const trail = firstDetailLink((await get('/trails')).body);
    if (!trail) throw new Error(`${SITE} /trails links no trail`);
    const picture = await get(`${trail}/map.svg?layout=entry`);
    if (picture.status !== 200) throw new Error(`${trail}/map.svg: HTTP ${picture.status}`);
    context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 900 } });
    const coverage = pictureCoverage(await rasterise(context, picture.body));
    log(`${trail}/map.svg: ${picture.bytes.length} bytes, ${(100 * coverage.share).toFixed(1)}% of its pixels off ${coverage.dominant}`);
    const savedMb = await savingPanelMb(context, `${stack.originOf(SITE)}${trail}`);
    log(`${trail}: the saving panel says ${savedMb} MB`);
    return trailMapRows({ trail, svgBytes: picture.bytes.length, gzipBytes: gzipSync(picture.bytes).length, coverage, savedMb });
  } finally {
    await context?.close();
    await stack?.stop();
    rmSync(persistDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
