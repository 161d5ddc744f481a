// `npm run profile [-- <site> <path> [<path>…] | --only=<text>]`: a CPU profile inside workerd of every
// route class (scripts/lib/route-classes.mjs: pages, feeds, map assets, a form post) or of the paths
// given. Starts its own stack, warms the content cache with one request, then profiles
// PROFILE_REQUESTS (default 20) sequential requests of each, each with a new query string (a new post)
// so the page cache misses while the content answers are the stored ones. Prints CPU per request and
// the top self-time functions grouped by module, then one line per route. PROFILE_SCALE=N first seeds
// N synthetic entries into the site given (content:seed --scale), as the map bench does, e.g. for the
// map page's static map (`/map/map.svg`). The profile covers the site worker's isolate only: the local Cache API, KV and D1
// simulations and the content service run in other isolates and are not in it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSplit, formatProfile, moduleLines, selfTimes } from './lib/cpu-profile.mjs';
import { httpRequest } from './lib/http.mjs';
import { root } from './lib/import-ts.mjs';
import { connectInspector, profileWhile } from './lib/inspector.mjs';
import { freePort } from './lib/proc.mjs';
import { routeClasses } from './lib/route-classes.mjs';
import { startStack } from './lib/stack.mjs';

// `--only=<text>` profiles the route classes whose label holds the text (e.g. --only=ics).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const [site, ...paths] = process.argv.slice(2).filter((arg) => !arg.startsWith('--only='));
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20);
const SCALE = process.env.PROFILE_SCALE;
if ((site && (paths.length === 0 || !paths.every((path) => path.startsWith('/')))) || (SCALE && !site)) {
  console.error('usage: [PROFILE_SCALE=N] npm run profile [-- <site> <path> [<path>…] | --only=<label text>]   e.g. npm run profile -- valley-trails /trails');
  process.exit(2);
}

const log = (line) => console.log(`[profile] ${line}`);
mkdirSync(join(root, '.tmp'), { recursive: true });
const persistDir = mkdtempSync(join(root, '.tmp', 'profile-'));
let stack;
let inspector;
try {
  const siteInspector = await freePort();
  stack = await startStack({
    sitePort: await freePort(),
    contentPort: await freePort(),
    inspectorPorts: [siteInspector, await freePort()],
    persistDir,
    quiet: true,
    log,
    profiled: true,
    ...(SCALE && site ? { extraSeeds: [['--project', site, '--scale', SCALE]] } : {}),
  });
  const request = (item, query) => {
    const post = item.post?.(query);
    const url = `http://127.0.0.1:${stack.sitePort}${item.path}${post ? '' : `${item.path.includes('?') ? '&' : '?'}${query}`}`;
    return httpRequest(url, { host: `${item.site}.localhost`, timeoutMs: 30_000, ...(post ? { method: 'POST', ...post } : {}) });
  };
  /** @type {(Omit<import('./lib/route-classes.mjs').RouteClass, 'group'> & { group?: string })[]} */
  const items = site
    ? paths.map((path) => ({ label: path, site, path }))
    : (await routeClasses((at, path) => request({ site: at, path }, 'profile=find'))).filter((item) => !only || `${item.group}: ${item.label}`.includes(only));
  inspector = await connectInspector(siteInspector);
  const summary = [];
  for (const item of items) {
    const get = async (query) => {
      const res = await request(item, query);
      if (res.status !== 200) throw new Error(`${item.site} ${item.path}: HTTP ${res.status}`);
      if (res.headers['x-page-cache']) throw new Error(`${item.site} ${item.path}: answered from the page cache (${res.headers['x-page-cache']}), not rendered`);
    };
    await get('profile=warm');
    await get('profile=warm-again');
    const { profile, sources } = await profileWhile(inspector, async () => {
      for (let i = 0; i < REQUESTS; i++) await get(`profile=${i}`);
    });
    const file = join(root, '.tmp', `profile-${item.site}-${item.path.replace(/\W+/g, '_').slice(0, 80)}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    // The bundle the line numbers refer to, for reading a profile later (wrangler removes its own copy).
    const bundle = [...sources.values()].find((source) => moduleLines(source).length > 0);
    if (bundle) writeFileSync(file.replace(/\.cpuprofile$/, '.bundle.js'), bundle);
    const split = cpuSplit(profile, sources);
    summary.push(
      `| ${item.group ? `${item.group}: ` : ''}${item.label} | ${item.site} | ${(split.worker / REQUESTS).toFixed(2)} | ${((split.worker + split.console + split.runtime) / REQUESTS).toFixed(2)} |`,
    );
    console.log(`\nCPU profile of ${item.site} ${item.path}, uncached (content answers stored), site worker isolate only:\n`);
    console.log(formatProfile(selfTimes(profile, sources), split, REQUESTS));
    console.log(`\nFull profile (open in Chrome DevTools, Performance): ${file.slice(root.length + 1)}`);
  }
  console.log(`\nPer request (profile busy time, wall clock of the isolate's samples; the bench's CPU table judges):\n`);
  console.log(['| route | site | worker ms | isolate busy ms |', '|---|---|---|---|', ...summary].join('\n'));
} catch (error) {
  console.error(`[profile] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  inspector?.close();
  await stack?.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
