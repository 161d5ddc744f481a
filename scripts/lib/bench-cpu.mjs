// The bench's CPU measurement (its table and targets: ./bench-report.mjs): CPU per request of the site worker's own code for every route class
// (./route-classes.mjs: pages, feeds, map assets, a form post) against a cached page. "Uncached": the page cache misses (a new query string
// each request) while the content answers are stored, as after a deploy or a purge of pages.
// Two measurements per row: the CPU time the site's workerd process used over batches of sequential
// requests (/proc, no profiler attached; the median batch counts), and a CPU profile of the worker's
// isolate over another batch (through the inspector wrangler dev opens), which splits the isolate's
// busy time into the worker's own code, its log lines and the runtime (scripts/lib/cpu-profile.mjs).
// The isolate's CPU is the lesser of its busy time and the process's CPU (decision 027): profile
// samples are wall time, which a busy machine inflates past the CPU used, while the process's CPU
// also counts what is not the isolate at all (the local Cache API, KV and D1 simulations, which run
// in the same process on other isolates and show as idle in this one's profile, and workerd's I/O).
// That CPU is shared out in the profile's proportions; targets judge the worker's share only.
import { formatCpuTable, isolateShares } from './bench-report.mjs';
import { cpuSplit } from './cpu-profile.mjs';
import { messageOf } from './errors.mjs';
import { httpRequest } from './http.mjs';
import { median } from './median.mjs';
import { connectInspector, profileWhile } from './inspector.mjs';
import { processCpuMs, workerdOf } from './process-cpu.mjs';
import { routeClasses } from './route-classes.mjs';

// 40: /proc counts CPU in 10 ms ticks, so 20 requests read in steps of 0.5 ms per request.
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 40);
const BATCHES = Number(process.env.BENCH_CPU_BATCHES ?? 3);
// BENCH_CPU_ONLY=<text> measures the route classes whose label holds the text (the cached reference always).
const ONLY = process.env.BENCH_CPU_ONLY;

/**
 * Sequential requests of one route class, each with its own query string (or its own post) unless
 * `same`: a page must then be rendered, not read from the page cache, and the cached row must be.
 */
async function requests(sitePort, item, tag) {
  for (let i = 0; i < REQUESTS; i++) {
    const post = item.post?.(`${tag}-${i}`);
    const query = item.same || post ? '' : `${item.path.includes('?') ? '&' : '?'}cpu=${tag}-${i}`;
    const res = await httpRequest(`http://127.0.0.1:${sitePort}${item.path}${query}`, { host: `${item.site}.localhost`, timeoutMs: 30_000, ...(post ? { method: 'POST', ...post } : {}) });
    if (res.status !== 200) throw new Error(`${item.site} ${item.path}: HTTP ${res.status}`);
    if (!item.same && res.headers['x-page-cache']) throw new Error(`${item.site} ${item.path}: answered from the page cache, not rendered`);
    if (item.same && res.headers['x-page-cache'] !== 'hit') throw new Error(`${item.site} ${item.path}: not answered from the page cache`);
  }
}

/**
 * Measures and formats the table. `stack` is a started stack (scripts/lib/stack.mjs) whose site
 * worker's inspector is `stack.inspectorPorts[0]`.
 * @param {Awaited<ReturnType<typeof import('./stack.mjs').startStack>>} stack
 * @param {(line: string) => void} [log]
 */
export async function cpuTable(stack, log = () => {}) {
  const { sitePort } = stack;
  const get = (site, path) => httpRequest(`http://127.0.0.1:${sitePort}${path}`, { host: `${site}.localhost`, timeoutMs: 30_000 });
  /** @type {(import('./route-classes.mjs').RouteClass & { same?: boolean })[]} */
  const cases = [
    { group: 'reference', label: 'cached page (valley-trails /trails)', site: 'valley-trails', path: '/trails', same: true },
    ...(await routeClasses(get))
      .filter((item) => !ONLY || `${item.group}: ${item.label}`.includes(ONLY))
      .map((item) => ({ ...item, label: `${item.group}: ${item.label} (${item.site} ${item.path.length > 48 ? `${item.path.slice(0, 45)}...` : item.path})` })),
  ];
  const inspector = await connectInspector(stack.inspectorPorts[0]);
  const workerd = workerdOf(sitePort);
  const measured = [];
  try {
    for (const item of cases) {
      log(`CPU profile: ${item.label}, ${REQUESTS} requests`);
      try {
        // Warm: content answers stored, and for the cached row the page itself (stored after it streamed).
        for (let tries = 0; tries < 20 && !item.post; tries++) {
          const res = await get(item.site, item.path);
          if (!item.same || res.headers['x-page-cache'] === 'hit') break;
        }
        // The process's CPU without the profiler attached (the median batch: a shared machine makes some
        // batches dearer), then the profile's split of the isolate's busy time.
        const batches = [];
        for (let batch = 0; batch < BATCHES; batch++) {
          const before = processCpuMs(workerd);
          await requests(sitePort, item, `plain${batch}`);
          batches.push((processCpuMs(workerd) - before) / REQUESTS);
        }
        const processMs = median(batches);
        const { profile, sources } = await profileWhile(inspector, () => requests(sitePort, item, 'run'));
        measured.push({ ...item, process: processMs, range: [Math.min(...batches), Math.max(...batches)], ...isolateShares(processMs, cpuSplit(profile, sources), REQUESTS) });
      } catch (error) {
        // One route that cannot be measured leaves its row marked, not the table missing.
        measured.push({ ...item, error: messageOf(error) });
      }
    }
  } finally {
    inspector.close();
  }
  return formatCpuTable(measured, { requests: REQUESTS, batches: BATCHES });
}
