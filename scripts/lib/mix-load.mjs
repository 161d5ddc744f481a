// The bench's load loop: keep-alive connections over a mix of targets, each answer timed, with a
// switch thrown once partway (the outage), so throughput, p50 and p99 come from one loop.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

function once(agent, target) {
  return new Promise((resolve) => {
    const url = new URL(target.url);
    const started = performance.now();
    const req = request({ agent, hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { host: target.host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] !== undefined, ms: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, retryAfter: false, ms: performance.now() - started }));
    req.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * `connections` loops over `targets` (round robin from staggered starts) for `seconds`. `at` runs once
 * when `atSeconds` have passed (the outage switch). Each result carries its target and the phase.
 * @param {{ url: string, host: string, afterSwitch?: boolean }[]} targets
 * @param {{ seconds: number, connections: number, atSeconds?: number, at?: () => unknown }} options
 */
export async function mixLoad(targets, { seconds, connections, atSeconds = 0, at }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const results = [];
  let switched = false;
  const timer = at
    ? setTimeout(async () => {
        await at();
        switched = true;
      }, atSeconds * 1000)
    : undefined;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; performance.now() < deadline; i++) {
        // A target marked afterSwitch is asked for only once the switch is done: asked before, it
        // would be rendered and cached while everything still worked.
        const pool = switched ? targets : targets.filter((t) => !t.afterSwitch);
        const target = pool[i % pool.length];
        const after = switched;
        results.push({ ...(await once(agent, target)), target, after });
      }
    }),
  );
  clearTimeout(timer);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return { results, rps: results.length / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), errors: results.filter((r) => r.status < 200 || r.status >= 400).length };
}
