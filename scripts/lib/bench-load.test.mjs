import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coldBreakdown, filtersByText, mixLoad, pageLinks, percentile } from './bench-load.mjs';
import { totalOf } from './bench-scale.mjs';

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

  it('reads percentiles, page links and the list total', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(6);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
    expect(pageLinks('<a href="/places">x</a><a href="/dist/a.js"></a><a href="/places">y</a><a href="/map?tab=1"></a><a href="/logo.svg"></a>')).toEqual(['/places']);
    expect(totalOf('<p>31 - 60 of <b>12,345</b> items</p>')).toBe(12345);
  });

  it("tells a list with its own text filter from a page with only the site's search box", () => {
    const siteSearch = '<form role="search" action="/search" method="get"><input type="search" name="text"/></form>';
    expect(filtersByText(`${siteSearch}<form class="filters" role="search" action="/stay" method="get"><input id="filters-text" type="search" name="text" value=""/></form>`)).toBe(true);
    expect(filtersByText(`${siteSearch}<form class="filters" action="/" method="get"><select name="order"></select></form><p>1 - 30 of 32 items</p>`)).toBe(false);
  });

  it('counts the cold answers per page and answer', () => {
    const target = (path) => ({ url: `http://127.0.0.1:1${path}`, host: 'canal-trail.localhost' });
    const results = [
      { target: target('/places?text=a'), status: 503, retryAfter: true },
      { target: target('/places?text=a'), status: 503, retryAfter: true },
      { target: target('/?text=b'), status: 200, retryAfter: false },
    ];
    expect(coldBreakdown(results)).toBe('canal-trail/places?text=a 503+Retry-After x2; canal-trail/?text=b 200 x1');
  });
});
