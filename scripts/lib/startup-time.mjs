// Start-up time of a worker bundle: what workerd spends compiling and evaluating the script a deploy
// uploads, on a fresh isolate (every cold start pays it before the first request is answered).
//
// How: a fresh Miniflare (wrangler's own, so the same workerd as `wrangler dev`) runs a harness
// module beside two others, the bundle and an empty module. The harness imports each on its own
// request: the empty one first, then the bundle. Start-up is the bundle's first request minus the
// empty module's, so the round trip and the dynamic import's own cost cancel: in wall time, and in
// the CPU time of the workerd process's threads (/proc schedstat), which a loaded machine disturbs
// far less. Timing the bundle as the main module instead would bury its evaluation under workerd's
// process start (about a second here, varying by hundreds of ms). Median over fresh instances.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './import-ts.mjs';
import { median } from './median.mjs';
import { threadsCpuMs, workerdChildOf } from './process-cpu.mjs';

const HARNESS = `export default {
  async fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/empty') await import('./empty.js');
    if (pathname === '/bundle') await import('./bundle.js');
    return new Response('imported');
  },
};`;

/** Wrangler's Miniflare, resolved from wrangler's own dependencies rather than a second copy. */
function wranglerMiniflare() {
  return createRequire(join(root, 'node_modules/wrangler/package.json'))('miniflare');
}

/** The start-up of one fresh isolate: the bundle's first import minus the empty module's. */
async function oneStart(Miniflare, script, { compatibilityDate, compatibilityFlags }) {
  const modules = {
    'harness.js': { type: 'esm', contents: HARNESS },
    'empty.js': { type: 'esm', contents: 'export {};' },
    'bundle.js': { type: 'esm', contents: script },
  };
  const mf = new Miniflare({ workers: [{ config: { name: 'startup', compatibilityDate, compatibilityFlags, manifest: { mainModule: 'harness.js', modules } } }] });
  try {
    await mf.ready;
    const workerd = workerdChildOf(process.pid);
    const timed = async (path) => {
      const [cpu0, wall0] = [threadsCpuMs(workerd), performance.now()];
      const response = await mf.dispatchFetch(`http://startup.local${path}`);
      const text = await response.text();
      if (!response.ok) throw new Error(`start-up harness: ${path} answered ${response.status}: ${text.slice(0, 500)}`);
      return { wallMs: performance.now() - wall0, cpuMs: threadsCpuMs(workerd) - cpu0 };
    };
    await timed('/');
    const empty = await timed('/empty');
    const bundle = await timed('/bundle');
    return { wallMs: bundle.wallMs - empty.wallMs, cpuMs: bundle.cpuMs - empty.cpuMs };
  } finally {
    await mf.dispose();
  }
}

/** Median start-up over `runs` fresh isolates, in whole ms, of the bundle at `path` with the compatibility settings of its wrangler config. */
export async function measureStartup(path, compatibility, runs = 5) {
  const { Miniflare } = wranglerMiniflare();
  const script = readFileSync(path, 'utf8');
  const starts = [];
  for (let i = 0; i < runs; i++) starts.push(await oneStart(Miniflare, script, compatibility));
  return { wallMs: Math.round(median(starts.map((s) => s.wallMs))), cpuMs: Math.round(median(starts.map((s) => s.cpuMs))), runs: starts.length };
}
