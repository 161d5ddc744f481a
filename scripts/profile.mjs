// `npm run profile -- <site> <path> [<path>…]`: a CPU profile of an uncached page inside workerd (each
// path in turn). Starts its own
// stack, warms the content cache with one request, then profiles PROFILE_REQUESTS (default 20)
// sequential requests of the page, each with a new query string so the page cache misses while the
// content answers are the stored ones. Prints CPU per request and the top self-time functions grouped
// by module. PROFILE_SCALE=N first seeds N synthetic entries into the site (content:seed --scale), as
// the map bench does, e.g. for the map page's static map (`/map/map.svg`). The profile covers the site worker's isolate only: the local Cache API, KV and D1
// simulations and the content service run in other isolates and are not in it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSplit, formatProfile, moduleLines, selfTimes } from './lib/cpu-profile.mjs';
import { httpRequest } from './lib/http.mjs';
import { root } from './lib/import-ts.mjs';
import { connectInspector, profileWhile } from './lib/inspector.mjs';
import { freePort } from './lib/proc.mjs';
import { startStack } from './lib/stack.mjs';

const [site, ...paths] = process.argv.slice(2);
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 20);
const SCALE = process.env.PROFILE_SCALE;
if (!site || paths.length === 0 || !paths.every((path) => path.startsWith('/'))) {
  console.error('usage: npm run profile -- <site> <path> [<path>…]   e.g. npm run profile -- valley-trails /trails');
  process.exit(2);
}

const log = (line) => console.log(`[profile] ${line}`);
mkdirSync(join(root, '.tmp'), { recursive: true });
const persistDir = mkdtempSync(join(root, '.tmp', 'profile-'));
let stack;
let inspector;
try {
  const siteInspector = await freePort();
  stack = await startStack({ sitePort: await freePort(), contentPort: await freePort(), inspectorPorts: [siteInspector, await freePort()], persistDir, quiet: true, log, ...(SCALE ? { extraSeeds: [['--project', site, '--scale', SCALE]] } : {}) });
  const host = `${site}.localhost`;
  inspector = await connectInspector(siteInspector);
  for (const path of paths) {
    const get = async (query) => {
      const url = `http://127.0.0.1:${stack.sitePort}${path}${path.includes('?') ? '&' : '?'}${query}`;
      const res = await httpRequest(url, { host, timeoutMs: 30_000 });
      if (res.status !== 200) throw new Error(`${site} ${path}: HTTP ${res.status}`);
      if (res.headers['x-page-cache']) throw new Error(`${site} ${path}: answered from the page cache (${res.headers['x-page-cache']}), not rendered`);
    };
    await get('profile=warm');
    await get('profile=warm-again');
    const { profile, sources } = await profileWhile(inspector, async () => {
      for (let i = 0; i < REQUESTS; i++) await get(`profile=${i}`);
    });
    const file = join(root, '.tmp', `profile-${site}-${path.replace(/\W+/g, '_')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    // The bundle the line numbers refer to, for reading a profile later (wrangler removes its own copy).
    const bundle = [...sources.values()].find((source) => moduleLines(source).length > 0);
    if (bundle) writeFileSync(file.replace(/\.cpuprofile$/, '.bundle.js'), bundle);
    console.log(`\nCPU profile of ${site} ${path}, uncached page (content answers stored), site worker isolate only:\n`);
    console.log(formatProfile(selfTimes(profile, sources), cpuSplit(profile, sources), REQUESTS));
    console.log(`\nFull profile (open in Chrome DevTools, Performance): ${file.slice(root.length + 1)}`);
  }
} catch (error) {
  console.error(`[profile] ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  inspector?.close();
  await stack?.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
