// Reading a CPU profile (Chrome DevTools Protocol Profiler.Profile): self time per function, grouped
// by the module it comes from. Wrangler bundles the worker with esbuild, which heads every module in
// the bundle with a `// path/to/module.js` comment: a function's module is the last such comment above
// its line.

const NATIVE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
const MODULE_COMMENT = /^\/\/ ((?:\.\.?\/)*[\w@.\-/]+\.(?:[cm]?js|tsx?|jsx|json))$/;

/** The module starting lines of a bundle: sorted [line, path] pairs. */
export function moduleLines(source) {
  const lines = source.split('\n');
  const starts = [];
  for (let i = 0; i < lines.length; i++) {
    const match = MODULE_COMMENT.exec(lines[i].trim());
    if (match) starts.push([i, match[1]]);
  }
  return starts;
}

function moduleAt(starts, line) {
  let lo = 0;
  let hi = starts.length - 1;
  let found;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid][0] <= line) {
      found = starts[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A module path as a group: the package for node_modules, else the first two folders (worker/content). */
function moduleGroup(path) {
  if (!path) return '(unknown)';
  const clean = path.replace(/^(\.\.?\/)+/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (inPackage) return inPackage[1];
  const parts = clean.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.slice(0, -1).join('/') || clean;
}

// A sample's delta is the time since the previous one. On a busy machine the isolate's thread (or the
// sampler's) is sometimes not scheduled for tens of ms, and the whole gap lands on one sample: a
// function that happened to run then would get it all. Counting each sample for at most a few
// sampling intervals keeps such gaps from deciding the shares.
const MAX_INTERVALS_PER_SAMPLE = 4;

/** Each sample's weight in µs: its delta, capped at a few times the profile's median interval. */
function sampleWeights(profile) {
  const deltas = profile.samples.map((_, i) => Math.max(0, profile.timeDeltas[i + 1] ?? 0));
  const sorted = [...deltas].sort((a, b) => a - b);
  const cap = MAX_INTERVALS_PER_SAMPLE * (sorted[sorted.length >> 1] ?? 0);
  return deltas.map((delta) => Math.min(delta, cap));
}

/** Where a sample's time goes: the worker's code, its log lines, or the runtime around it. */
function sampleKind(node, byNode, parentOf, starts, bundleIds) {
  const name = node.callFrame.functionName;
  if (name === '(garbage collector)') return 'worker';
  if (name === '(program)' || name === '(root)') return 'runtime';
  for (let current = node; current; current = byNode.get(parentOf.get(current.id))) {
    const { scriptId, lineNumber } = current.callFrame;
    if (!bundleIds.has(scriptId)) continue;
    // The nearest frame of the worker's own code decides: native work under its logger is the console.
    const inLogger = /(^|\/)worker\/ops\/log\.ts$/.test(moduleAt(starts.get(scriptId) ?? [], lineNumber) ?? '');
    return inLogger && current !== node ? 'console' : 'worker';
  }
  return 'runtime';
}

/**
 * The isolate's busy time split three ways, in ms: `worker` (its own JavaScript, the runtime APIs it
 * calls and the garbage it makes), `console` (writing its log lines: under `wrangler dev` each one is
 * formatted and forwarded to the inspector and the terminal) and `runtime` (time no frame of the worker
 * is on the stack: the runtime's own work, and on the local stack the Cache API, KV and D1 simulations
 * answering on the same thread). Idle time is counted apart.
 */
export function cpuSplit(profile, sources = new Map()) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const starts = new Map([...sources].map(([id, source]) => [id, moduleLines(source)]));
  const bundleIds = new Set([...starts].filter(([, lines]) => lines.length > 0).map(([id]) => id));
  const split = { worker: 0, console: 0, runtime: 0, idle: 0 };
  const weights = sampleWeights(profile);
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i]);
    const us = weights[i];
    const kind = node.callFrame.functionName === '(idle)' ? 'idle' : sampleKind(node, byNode, parentOf, starts, bundleIds);
    split[kind] += us / 1000;
  }
  return split;
}

/**
 * Self time per function and per module group, in ms.
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[] }} profile
 * @param {Map<string, string>} sources scriptId -> source
 */
export function selfTimes(profile, sources = new Map()) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const weights = sampleWeights(profile);
  for (let i = 0; i < profile.samples.length; i++) selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + weights[i]);
  const starts = new Map([...sources].map(([id, source]) => [id, moduleLines(source)]));
  const functions = new Map();
  let idleUs = 0;
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byNode.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idleUs += us;
      continue;
    }
    busyUs += us;
    const module = NATIVE.has(name) ? name : (moduleAt(starts.get(callFrame.scriptId) ?? [], callFrame.lineNumber) ?? callFrame.url ?? '(unknown)');
    const key = `${name}\u0000${module}\u0000${callFrame.lineNumber}`;
    const entry = functions.get(key) ?? { name, module, group: NATIVE.has(name) ? name : moduleGroup(module), line: callFrame.lineNumber + 1, ms: 0 };
    entry.ms += us / 1000;
    functions.set(key, entry);
  }
  const groups = new Map();
  for (const fn of functions.values()) groups.set(fn.group, (groups.get(fn.group) ?? 0) + fn.ms);
  return {
    busyMs: busyUs / 1000,
    idleMs: idleUs / 1000,
    functions: [...functions.values()].sort((a, b) => b.ms - a.ms),
    groups: [...groups].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms),
  };
}

/** The report `npm run profile` prints: per request, then the top modules and functions by self time. */
export function formatProfile({ busyMs, functions, groups }, split, requests, { top = 25 } = {}) {
  const per = (value) => value / requests;
  const lines = [
    `${requests} requests, per request: ${per(busyMs).toFixed(2)} ms busy = worker ${per(split.worker).toFixed(2)} ms + console ${per(split.console).toFixed(2)} ms + runtime ${per(split.runtime).toFixed(2)} ms (idle ${per(split.idle).toFixed(2)} ms not counted)`,
    '',
    `| module group | self ms/request | share |`,
    `|---|---|---|`,
    ...groups.slice(0, top).map((g) => `| ${g.group} | ${per(g.ms).toFixed(2)} | ${((100 * g.ms) / busyMs).toFixed(1)}% |`),
    '',
    `| function | module | self ms/request |`,
    `|---|---|---|`,
    ...functions.slice(0, top).map((f) => `| ${f.name} | ${f.module}${NATIVE.has(f.name) ? '' : `:${f.line}`} | ${per(f.ms).toFixed(2)} |`),
  ];
  return lines.join('\n');
}
