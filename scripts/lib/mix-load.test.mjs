import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mixLoad } from './mix-load.mjs';

// The bench's load loop against a small local server whose answers it must count right.

let server;
let base;

// Node's timers run against the event loop's cached clock and can fire a little before `ms` have
// passed by performance.now(), the clock the load loop measures with: wait until they really have.
function after(ms, done) {
  const started = performance.now();
  const check = () => (performance.now() - started >= ms ? done() : setTimeout(check, 1));
  setTimeout(check, ms);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') after(40, () => res.end('slow'));
    else if (req.url === '/down') res.writeHead(503, { 'retry-after': '30' }).end('down');
    else res.end(req.headers.host);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('bench load loop', () => {
  it('spreads requests over the targets, counts failures and reports latency percentiles', async () => {
    const run = await mixLoad(
      [
        { url: `${base}/`, host: 'a.localhost' },
        { url: `${base}/slow`, host: 'b.localhost' },
        { url: `${base}/down`, host: 'c.localhost' },
      ],
      { seconds: 1, connections: 6 },
    );
    const byPath = (path) => run.results.filter((r) => r.target.url.endsWith(path));
    expect(byPath('/down').every((r) => r.status === 503 && r.retryAfter)).toBe(true);
    expect(run.errors).toBe(byPath('/down').length);
    expect(byPath('/slow').every((r) => r.ms >= 40)).toBe(true);
    expect(run.p99).toBeGreaterThanOrEqual(40);
    expect(run.rps).toBeGreaterThan(0);
    // p50 and p99: the answer times at those ranks (index floor(p% of the count), at most the last).
    const times = run.results.map((r) => r.ms).sort((a, b) => a - b);
    expect(run.p50).toBe(times[Math.floor(times.length / 2)]);
    expect(run.p99).toBe(times[Math.min(times.length - 1, Math.floor(0.99 * times.length))]);
  });

  it('reports no latency for a loop that made no request', async () => {
    const run = await mixLoad([{ url: `${base}/`, host: 'a.localhost' }], { seconds: 0, connections: 1 });
    expect(run.results).toEqual([]);
    expect([run.p50, run.p99]).toEqual([Number.NaN, Number.NaN]);
  });

  it('marks the answers after the switch', async () => {
    let switched = 0;
    const run = await mixLoad([{ url: `${base}/`, host: 'a.localhost' }], { seconds: 1, connections: 2, atSeconds: 0.5, at: async () => switched++ });
    expect(switched).toBe(1);
    expect(run.results.some((r) => r.after)).toBe(true);
    expect(run.results.some((r) => !r.after)).toBe(true);
  });

  it('asks for a target marked afterSwitch only once the switch is done', async () => {
    const run = await mixLoad(
      [
        { url: `${base}/`, host: 'a.localhost' },
        { url: `${base}/down`, host: 'c.localhost', afterSwitch: true },
      ],
      { seconds: 1, connections: 2, atSeconds: 0.5, at: async () => {} },
    );
    const cold = run.results.filter((r) => r.target.afterSwitch);
    expect(cold.length).toBeGreaterThan(0);
    expect(cold.every((r) => r.after)).toBe(true);
  });
});
