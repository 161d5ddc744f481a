// `npm run screens`: screenshots of what a visitor sees on the four demo-rich sites (desktop 1280 and
// phone 390: home, an index, a trail page, an event page, /map and search) into screens/ (git-ignored),
// and one small contact sheet per site into docs/screens/ (committed, so a reviewer sees the product
// without running it). Starts its own stack; SCREENS_PORT=<site port> uses one already running.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { messageOf } from './lib/errors.mjs';
import { httpRequestRetrying as httpRequest } from './lib/http.mjs';
import { root } from './lib/import-ts.mjs';
import { freePort } from './lib/proc.mjs';
import { startStack } from './lib/stack.mjs';

const SITES = [
  { site: 'islands', index: '/trails', search: 'beach' },
  { site: 'valley-trails', index: '/trails', search: 'trail' },
  { site: 'canal-trail', index: '/trails', search: 'canal' },
  { site: 'park-gateway', index: '/trails', search: 'canyon' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
];
const OUT = join(root, 'screens');
const SHEETS = join(root, 'docs', 'screens');

/** The first entry page of the sitemap whose entry id starts with `kind-` (the demo's ids do). */
function firstOfKind(sitemap, kind) {
  const match = new RegExp(`<loc>[^<]*?(/entries/[^<]+/${kind}-[^<]+)</loc>`).exec(sitemap);
  return match?.[1];
}

async function pagesOf(origin, { site, index, search }) {
  const sitemap = (await httpRequest(`${origin}/sitemap.xml`, { host: `${site}.localhost`, timeoutMs: 30_000 })).body;
  const trail = firstOfKind(sitemap, 'trail');
  const event = firstOfKind(sitemap, 'event');
  const searchPath = `/search?q=${encodeURIComponent(search)}`;
  // A site without content search has no results page (404): nothing to show there.
  const searchable = (await httpRequest(`${origin}${searchPath}`, { host: `${site}.localhost`, timeoutMs: 30_000 })).status === 200;
  return [['home', '/'], ['index', index], ...(trail ? [['trail', trail]] : []), ...(event ? [['event', event]] : []), ['map', '/map'], ...(searchable ? [['search', searchPath]] : [])];
}

async function shoot(context, port, site, pages) {
  const shots = [];
  for (const viewport of VIEWPORTS) {
    const page = await context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [name, path] of pages) {
      await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const file = join(OUT, site, `${viewport.name}-${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      shots.push({ file, label: `${viewport.name} ${name} ${path}`, viewport: viewport.name });
    }
    await page.close();
  }
  return shots;
}

/** One JPEG per site: every screenshot scaled down in a grid, rendered by the same browser. */
async function contactSheet(context, site, shots) {
  const cell = (shot) => {
    const data = readFileSync(shot.file).toString('base64');
    return `<figure class="${shot.viewport}"><img src="data:image/png;base64,${data}" alt=""><figcaption>${shot.label}</figcaption></figure>`;
  };
  const row = (viewport) =>
    `<div class="row">${shots
      .filter((s) => s.viewport === viewport)
      .map(cell)
      .join('')}</div>`;
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 12px; font: 12px sans-serif; background: #e8e8e8; width: 1560px; }
    h1 { font-size: 18px; margin: 0 0 8px; }
    .row { display: flex; gap: 10px; margin-bottom: 12px; flex-wrap: wrap; }
    figure { margin: 0; background: #fff; padding: 4px; }
    .desktop img { width: 246px; display: block; }
    .phone img { width: 150px; display: block; }
    figcaption { max-width: 246px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  </style><h1>${site}</h1>${row('desktop')}${row('phone')}`;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1584, height: 800 });
  await page.setContent(html, { waitUntil: 'load' });
  const file = join(SHEETS, `${site}.jpg`);
  writeFileSync(file, await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70 }));
  await page.close();
  return file;
}

mkdirSync(join(root, '.tmp'), { recursive: true });
const ownStack = !process.env.SCREENS_PORT;
const persistDir = ownStack ? mkdtempSync(join(root, '.tmp', 'screens-')) : undefined;
const userDataDir = mkdtempSync(join(root, '.tmp', 'screens-chromium-'));
let stack;
let context;
try {
  stack = ownStack ? await startStack({ sitePort: await freePort(), contentPort: await freePort(), persistDir, quiet: true, log: (l) => console.log(`[screens] ${l}`) }) : undefined;
  const port = stack?.sitePort ?? Number(process.env.SCREENS_PORT);
  const origin = `http://127.0.0.1:${port}`;
  context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  mkdirSync(SHEETS, { recursive: true });
  for (const entry of SITES) {
    mkdirSync(join(OUT, entry.site), { recursive: true });
    const shots = await shoot(context, port, entry.site, await pagesOf(origin, entry));
    const sheet = await contactSheet(context, entry.site, shots);
    console.log(`[screens] ${entry.site}: ${shots.length} screenshots in screens/${entry.site}/, sheet ${sheet.slice(root.length + 1)}`);
  }
} catch (error) {
  console.error(`[screens] failed: ${messageOf(error)}`);
  process.exitCode = 1;
} finally {
  await context?.close();
  await stack?.stop();
  rmSync(userDataDir, { recursive: true, force: true });
  if (persistDir) rmSync(persistDir, { recursive: true, force: true });
}
