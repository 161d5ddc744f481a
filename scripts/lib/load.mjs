// Bounded loopback load for the benchmark: wrk when Debian's package is installed, otherwise a small
// keep-alive Node loop. Both report requests per second and the non-2xx count for one URL.
import { spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Requests/sec and non-2xx/3xx count from wrk's text report. */
function parseWrk(text) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!rps) throw new Error(`unexpected wrk output:\n${text}`);
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  return { rps: Number(rps[1]), errors: bad ? Number(bad[1]) : 0 };
}

export const hasWrk = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

function wrk(url, host, seconds, connections) {
  const result = spawnSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-H', `Host: ${host}`, url], { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  return parseWrk(result.stdout);
}

function once(agent, target, host) {
  return new Promise((resolve) => {
    const req = request({ agent, hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function nodeLoop(url, host, seconds, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const status = await once(agent, target, host);
        done++;
        if (status < 200 || status >= 400) errors++;
      }
    }),
  );
  agent.destroy();
  return { rps: done / ((performance.now() - started) / 1000), errors };
}

/**
 * Load one URL for `seconds` with `connections` concurrent keep-alive connections.
 * @param {string} url
 * @param {{ host?: string, seconds?: number, connections?: number }} [options]
 */
export async function load(url, { host, seconds = 4, connections = 8 } = {}) {
  return hasWrk() ? wrk(url, host, seconds, connections) : nodeLoop(url, host, seconds, connections);
}

/**
 * Median time to the first response byte over `count` sequential requests, in ms.
 * @param {string} url
 * @param {{ host?: string, count?: number }} [options]
 */
export async function ttfb(url, { host, count = 9 } = {}) {
  const target = new URL(url);
  const times = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await new Promise((resolve, reject) => {
        const started = performance.now();
        const req = request({ hostname: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { host } }, (res) => {
          res.once('data', () => resolve(performance.now() - started));
          res.on('error', reject);
          res.resume();
        });
        req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
        req.on('error', reject);
        req.end();
      }),
    );
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
