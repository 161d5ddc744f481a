// `npm run audit`: Lighthouse (mobile settings) on home, an index page, a detail page and the map
// pages (the map page and the Trails map tab, whose maps draw at once, and a trail page scrolled to its
// map, which waits for the visitor), and Lighthouse's desktop preset on the index page's initial split
// view (where the map is in the first view on a wide screen) of
// two sites, against its own local stack; median of 3 runs per figure, one table with the targets.
// AUDIT_ONLY=map audits the map pages alone, AUDIT_ONLY=content home, index and detail alone,
// AUDIT_ONLY=trail a trail page alone (from its top, and opened at its map); a trail page's rows are
// audited in every language the site speaks (liechtenstein's German pages), each its own row;
// AUDIT_SITES=valley-trails,liechtenstein audits those sites instead of the default two;
// AUDIT_KEEP=<dir> writes each run's Lighthouse JSON there (to see which audits and long tasks cost the
// points). Exit code 1 when a target is missed or a page could not
// be audited.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { formatTable, lighthouseTargets, medianOf, pageVerdict } from './lib/audit-report.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { firstDetailLink, otherLanguages } from './lib/discover.mjs';
import { messageOf } from './lib/errors.mjs';
import { httpRequestRetrying as httpRequest } from './lib/http.mjs';
import { root } from './lib/import-ts.mjs';
import { freePort } from './lib/proc.mjs';
import { startStack } from './lib/stack.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

// A positive whole number of runs per page; anything else means the default three.
const RUNS = Math.floor(Number(process.env.AUDIT_RUNS)) > 0 ? Math.floor(Number(process.env.AUDIT_RUNS)) : 3;
const SITES = [
  { site: 'islands', index: '/places' },
  { site: 'valley-trails', index: '/experiences' },
];
const TRAILS = '/trails';
const ONLY = process.env.AUDIT_ONLY;
// A site outside the default two takes its trails list as its index page.
const CHOSEN = process.env.AUDIT_SITES?.split(',')
  .map((id) => id.trim())
  .filter(Boolean)
  .map((id) => SITES.find(({ site }) => site === id) ?? { site: id, index: TRAILS });
const KEEP = process.env.AUDIT_KEEP;
let kept = 0;

const pageOf = (stack, site, path) => httpRequest(`http://127.0.0.1:${stack.sitePort}${path}`, { host: `${site}.localhost`, timeoutMs: 30_000 });

async function detailPath(stack, site, index) {
  const res = await pageOf(stack, site, index);
  return res.status === 200 ? firstDetailLink(res.body) : undefined;
}

/**
 * The trail page in the site's default language, then in each other language it speaks (its hreflang alternates).
 * @returns {Promise<{ locale?: string, path?: string }[]>} one entry without a path when the site lists no trail
 */
async function trailVersions(stack, site) {
  const trail = await detailPath(stack, site, `${TRAILS}?tab=grid`);
  if (!trail) return [{}];
  const res = await pageOf(stack, site, trail);
  return [{ path: trail }, ...(res.status === 200 ? otherLanguages(res.body, trail) : [])];
}

/** The site's pages to audit; a map page's kind is 'map' (its own targets). */
async function pagesOf(stack, { site, index }) {
  const content = async () => {
    const detail = await detailPath(stack, site, index);
    return [
      { kind: 'home', path: '/' },
      { kind: 'index', path: index },
      { kind: 'detail', path: detail, missing: `no detail link on ${index}` },
    ];
  };
  if (ONLY === 'content') return content();
  // Every language the site speaks is held to the same targets: each trail row is audited in each.
  const trails = await trailVersions(stack, site);
  const trailAt = (fragment) => trails.map(({ locale, path }) => ({ kind: 'trail', ...(locale ? { locale } : {}), path: path && `${path}${fragment}`, missing: `no trail link on ${TRAILS}` }));
  if (ONLY === 'trail') return [...trailAt(''), ...trailAt('#map-heading')];
  const maps = [
    { kind: 'map', path: '/map' },
    { kind: 'map', path: `${TRAILS}?tab=map` },
    // Opened at its map section, whose map waits for the visitor to reach for it (decision 032): what
    // a reader who never touches the map gets, held to the content pages' performance target.
    ...trailAt('#map-heading'),
    // The split view opens with its static map beside the list: on a desktop it is in the first view.
    { kind: 'split', path: index, desktop: true },
  ];
  return ONLY === 'map' ? maps : [...(await content()), ...maps];
}

async function auditOnce(url, port, desktop) {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories }, desktop ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    const name = `${String(++kept).padStart(2, '0')}-${new URL(url).host.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}.json`;
    // One output format asked for, so one report.
    writeFileSync(join(KEEP, name), /** @type {string} */ (result.report));
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

const describeRun = (r) => `perf ${r.performance}, a11y ${r.accessibility}, b.p. ${r.bestPractices}, seo ${r.seo}, CLS ${r.cls.toFixed(3)}, LCP ${Math.round(r.lcp)} ms`;

mkdirSync(join(root, '.tmp'), { recursive: true });
const persistDir = mkdtempSync(join(root, '.tmp', 'audit-'));
const userDataDir = mkdtempSync(join(root, '.tmp', 'audit-chromium-'));
let stack;
let chrome;
let failed = false;
try {
  ensureSystemDeps(['chromium']);
  stack = await startStack({ sitePort: await freePort(), contentPort: await freePort(), persistDir, quiet: true, log: (l) => console.log(`[audit] ${l}`) });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], userDataDir });
  const rows = [];
  for (const { site, index } of CHOSEN ?? SITES) {
    if (!stack.siteIds.includes(site)) {
      rows.push({ label: site, error: `AUDIT_SITES names no site of this stack (${stack.siteIds.join(', ')})` });
      continue;
    }
    for (const { kind, locale, path, missing, desktop } of await pagesOf(stack, { site, index })) {
      const label = `${site} ${kind}${locale ? ` (${locale})` : ''}${desktop ? ' (desktop)' : ''} ${path ?? '(no link found)'}`;
      if (!path) {
        rows.push({ label, error: missing });
        continue;
      }
      const url = `${stack.originOf(site)}${path}`;
      console.log(`[audit] ${label}: ${RUNS} run(s)`);
      const runs = [];
      const failures = [];
      for (let i = 1; i <= RUNS; i++) {
        // Lighthouse's trace recording fails now and then (NO_NAVSTART); one retry per run.
        const run = await auditOnce(url, chrome.port, desktop)
          .catch(() => auditOnce(url, chrome.port, desktop))
          .catch((error) => {
            failures.push(error.message);
            return undefined;
          });
        if (run) runs.push(run);
        console.log(`[audit]   run ${i}/${RUNS}: ${run ? describeRun(run) : `failed: ${failures.at(-1)}`}`);
      }
      if (!runs.length) {
        rows.push({ label, runs: 0, error: failures.at(-1) });
        continue;
      }
      const median = medianOf(runs);
      rows.push({ label, runs: runs.length, ...median, verdict: pageVerdict(median, lighthouseTargets(kind), { done: runs.length, planned: RUNS }) });
    }
  }
  console.log(`\n${formatTable(rows, RUNS)}`);
  failed = rows.some((r) => r.error || r.verdict?.length);
} catch (error) {
  console.error(`[audit] ${messageOf(error)}`);
  failed = true;
} finally {
  await chrome?.kill();
  await stack?.stop();
  rmSync(persistDir, { recursive: true, force: true });
  rmSync(userDataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
