// `npm run bench`: ratios measured side by side in one run against a local stack (absolute times are
// noise on a shared 2-core machine). A fault-injecting worker stands in for the content service so
// delays and outages can be switched on; rounds are interleaved and medians compared. A report, not a
// gate: the exit code is 0 unless the benchmark itself cannot run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpuTable } from './lib/bench-cpu.mjs';
import { loadRows } from './lib/bench-load.mjs';
import { formatBenchTable, ratioRow } from './lib/bench-report.mjs';
import { formRows } from './lib/bench-forms.mjs';
import { growthRows } from './lib/bench-scale.mjs';
import { readAdminToken } from './lib/dev-vars.mjs';
import { firstDetailLink } from './lib/discover.mjs';
import { messageOf } from './lib/errors.mjs';
import { httpRequestRetrying as httpRequest } from './lib/http.mjs';
import { root } from './lib/import-ts.mjs';
import { mapFirstFrameRows } from './lib/map-bench.mjs';
import { median } from './lib/median.mjs';
import { hasWrk, load, ttfb } from './lib/load.mjs';
import { freePort, toolEnv } from './lib/proc.mjs';
import { startStack } from './lib/stack.mjs';
import { trailMapBenchRows } from './lib/trail-map-bench.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const SITE = 'islands';
const HOST = `${SITE}.localhost`;
const INDEX = '/places';
const STORIES = '/stories';
const DELAY_MS = 300;
// BENCH_ONLY=core|cpu|scale|forms|map|trail-map (comma-separated) runs those parts alone (core includes cpu); BENCH_SCALE=0 leaves scale out.
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
// forms is part of scale; BENCH_ONLY=forms runs it alone.
const wanted = (part) => (ONLY.size ? ONLY.has(part) || (part === 'forms' && ONLY.has('scale')) : !['scale', 'forms'].includes(part) || process.env.BENCH_SCALE !== '0');

const log = (line) => console.log(`[bench] ${line}`);

/**
 * Runs `measure` for each named variant in interleaved rounds; returns median rps per variant.
 * @template {string} Name
 * @param {Record<Name, () => Promise<{ rps: number, errors: number }>>} variants
 * @returns {Promise<Record<Name, { rps: number, errors: number }>>}
 */
async function interleaved(variants) {
  const tallies = Object.entries(variants).map(([name, run]) => ({ name, run, samples: /** @type {number[]} */ ([]), errors: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const tally of tallies) {
      const result = await tally.run();
      tally.samples.push(result.rps);
      tally.errors += result.errors;
    }
  }
  return /** @type {Record<Name, { rps: number, errors: number }>} */ (Object.fromEntries(tallies.map(({ name, samples, errors }) => [name, { rps: median(samples), errors }])));
}

function previewPath(path, sitePort, site = SITE) {
  const result = spawnSync(process.execPath, ['scripts/preview-token.mjs', site, path], { cwd: root, env: toolEnv(), encoding: 'utf8' });
  const url = /https?:\/\/\S+/.exec(result.stdout ?? '')?.[0];
  if (result.status !== 0 || !url) return undefined;
  const parsed = new URL(url);
  return `http://127.0.0.1:${sitePort}${parsed.pathname}${parsed.search}`;
}

async function setMode(proxyPort, mode) {
  const res = await httpRequest(`http://127.0.0.1:${proxyPort}/__bench/mode`, { method: 'POST', body: JSON.stringify(mode), headers: { 'content-type': 'application/json' } });
  if (res.status !== 200) throw new Error(`could not switch the content proxy: HTTP ${res.status}`);
}

mkdirSync(join(root, '.tmp'), { recursive: true });
const persistDir = mkdtempSync(join(root, '.tmp', 'bench-'));
const benchStarted = Date.now();
const rows = [];
const tables = [];
let stack;
try {
  if (wanted('core') || wanted('cpu') || wanted('scale') || wanted('forms')) {
    const proxyPort = await freePort();
    stack = await startStack({
      sitePort: await freePort(),
      contentPort: await freePort(),
      persistDir,
      quiet: true,
      log,
      // The CPU table reads the worker's profile by module, which only the unminified bundle names.
      profiled: true,
      contentName: 'content-service-origin',
      between: [{ label: 'content proxy', config: 'scripts/lib/bench-proxy/wrangler.toml', port: proxyPort }],
      siteMain: 'worker/bench/index.tsx',
      // Deliveries retry after 1, 2, 4 s instead of 30, 60, 120 s: the forms step waits for them.
      siteVars: { FORM_RETRY_BASE_SECONDS: '1' },
    });
    const base = `http://127.0.0.1:${stack.sitePort}`;
    const at = (path) => () => load(`${base}${path}`, { host: HOST, seconds: SECONDS });
    const get = (path) => httpRequest(`${base}${path}`, { host: HOST, timeoutMs: 30_000 });
    log(`load tool: ${hasWrk() ? 'wrk' : 'built-in Node loop'}; ${ROUNDS} interleaved rounds of ${SECONDS} s`);

    // CPU per request of cached and uncached pages (docs/decisions/018-render-cost.md); BENCH_ONLY=cpu runs it alone. First, on
    // the fresh stack: wrangler's inspector proxy keeps every console message of the worker until a
    // debugger connects, then sends them all at once in the process that also forwards the requests,
    // so attaching the profiler after the load steps below (a log line per request) stalled the next
    // GET for over 30 s. Sequential CPU figures should not inherit a backlog either.
    if (wanted('core') || wanted('cpu')) tables.push(await cpuTable(stack, log));

    if (wanted('core')) {
      // 1. A cached page against the trivial route of the same worker.
      await get(INDEX);
      await get(INDEX);
      const cached = await interleaved({ trivial: at('/healthz'), page: at(INDEX) });
      rows.push(ratioRow('cached page / trivial route (throughput)', cached.page.rps / cached.trivial.rps, '>= 0.5', (r) => r >= 0.5, cached.page.errors));

      // 2. Streaming render against renderToString of the same tree (bench-only route of the worker).
      const story = firstDetailLink((await get(STORIES)).body);
      for (const [label, path] of [
        ['30-card index', INDEX],
        ['long story', story],
      ]) {
        const route = (mode) => `/__bench/render?path=${encodeURIComponent(path ?? '/')}&mode=${mode}`;
        const probe = path ? await get(route('stream')) : { status: 0 };
        if (probe.status !== 200) {
          rows.push({ name: `streamed / renderToString: ${label}`, ratio: null, goal: '>= 0.6', note: path ? `needs GET /__bench/render (HTTP ${probe.status})` : `no story link on ${STORIES}` });
          continue;
        }
        const render = await interleaved({ string: at(route('string')), stream: at(route('stream')) });
        rows.push(ratioRow(`streamed / renderToString: ${label}`, render.stream.rps / render.string.rps, '>= 0.6', (r) => r >= 0.6, render.stream.errors));
      }

      // 3. First byte of an uncached page (preview skips every cache) while content answers 300 ms late:
      // the status waits for the primary answer (decision 019), never for the rest of the view. The home
      // page asks in three rounds (its entry, the featured entries, the sections' entries).
      const preview = previewPath('/', stack.sitePort);
      const ttfbGoal = `page < ${2 * DELAY_MS} ms`;
      if (!preview) {
        rows.push({ name: `TTFB uncached page, content +${DELAY_MS} ms / trivial`, ratio: null, goal: ttfbGoal, note: 'npm run preview:token failed' });
      } else {
        await setMode(proxyPort, { delayMs: DELAY_MS });
        const trivialMs = await ttfb(`${base}/healthz`, { host: HOST });
        const pageMs = await ttfb(preview, { host: HOST, count: 5 });
        await setMode(proxyPort, { delayMs: 0 });
        rows.push({
          ...ratioRow(`TTFB uncached page, content +${DELAY_MS} ms / trivial`, pageMs / trivialMs, ttfbGoal, () => pageMs < 2 * DELAY_MS, 0),
          note: `page ${pageMs.toFixed(0)} ms, trivial ${trivialMs.toFixed(1)} ms`,
        });
      }

      // 4. Serving while the content service fails against a plain cache hit of the same page.
      await get(INDEX);
      const healthy = async () => {
        await setMode(proxyPort, { fail: false });
        return load(`${base}${INDEX}`, { host: HOST, seconds: SECONDS });
      };
      const failing = async () => {
        await setMode(proxyPort, { fail: true });
        return load(`${base}${INDEX}`, { host: HOST, seconds: SECONDS });
      };
      const outage = await interleaved({ hit: healthy, failing });
      await setMode(proxyPort, { fail: false });
      rows.push(ratioRow('serving while content fails / cache hit (time per request)', outage.hit.rps / outage.failing.rps, '<= 1.2', (r) => r <= 1.2, outage.failing.errors));
    }

    // Scale (docs/decisions/020-content-at-scale.md): load over cached pages of three sites, then growth to 50,000 entries.
    if (wanted('scale')) {
      const setContentFailing = (fail) => setMode(proxyPort, { fail });
      const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
      rows.push(...(await loadRows({ base, sites: ['islands', 'canal-trail', 'park-gateway'], seconds, connections: 64, setContentFailing, log })));
      const token = previewPath(INDEX, stack.sitePort);
      const referenceToken = previewPath(INDEX, stack.sitePort, 'scenic-region');
      if (!token || !referenceToken) throw new Error('npm run preview:token failed: the growth step needs uncached (preview) pages');
      const queryOf = (url) => new URL(url).search.slice(1);
      const reference = { host: 'scenic-region.localhost', path: INDEX, previewQuery: queryOf(referenceToken) };
      const growth = await growthRows({
        base,
        site: SITE,
        host: HOST,
        contentUrl: `http://127.0.0.1:${stack.contentPort}`,
        adminToken: readAdminToken(root),
        previewQuery: queryOf(token),
        reference,
        log,
      });
      rows.push(...growth.rows);
      tables.push(growth.table);
    }
    if (wanted('forms')) rows.push(...(await formRows({ base, providersUrl: stack.providersUrl, persistDir: stack.persistDir, log })));
  }
} catch (error) {
  console.error(`[bench] ${messageOf(error)}`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  rmSync(persistDir, { recursive: true, force: true });
}

// The map's first frame with 5,000 entries against 100, and from a click where it waits, on stacks of its own.
if (wanted('map')) {
  try {
    rows.push(...(await mapFirstFrameRows(log)));
  } catch (error) {
    console.error(`[bench] map first frame: ${messageOf(error)}`);
    rows.push({ name: 'map first frame: 5000 / 100 synthetic entries', ratio: null, goal: '<= 2', note: messageOf(error) });
    process.exitCode = 1;
  }
}
// A Liechtenstein trail's picture from the site's OpenStreetMap archive and its saved guide, on a stack of its own.
if (wanted('trail-map')) {
  try {
    rows.push(...(await trailMapBenchRows(log)));
  } catch (error) {
    console.error(`[bench] trail map: ${messageOf(error)}`);
    rows.push({ name: 'trail picture SVG (KB)', ratio: null, goal: '<= 250', note: messageOf(error) });
    process.exitCode = 1;
  }
}
console.log(`\n${formatBenchTable(rows)}`);
for (const table of tables) console.log(`\n${table}`);
log(`took ${((Date.now() - benchStarted) / 60_000).toFixed(1)} min`);
