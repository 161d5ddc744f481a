import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { failContent, removeContentGate } from '../../test/support/content-gate';
import { siteZone } from '../../test/support/worker-fetch';

// Every request through the worker as deployed writes one Analytics Engine data point and one JSON
// log line, for pages and for errors. The worker reads env.ANALYTICS from the env the test holds, so
// a recording dataset stands in for the real one.

const zone = siteZone('observe');
const analytics = env.ANALYTICS;
let points: AnalyticsEngineDataPoint[] = [];
let lines: Record<string, unknown>[] = [];

beforeAll(() => zone.register(['islands']), 60_000);

beforeEach(() => {
  points = [];
  lines = [];
  env.ANALYTICS = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => points.push(point!) };
  const capture = (text: unknown) => {
    const parsed = typeof text === 'string' && text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    if (parsed?.event === 'request') lines.push(parsed);
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});

afterEach(() => {
  env.ANALYTICS = analytics;
  removeContentGate();
  vi.restoreAllMocks();
});

/** A request, read to its end, and what it wrote once done. */
async function observe(path: string, init: RequestInit = {}) {
  const res = await zone.fetch('islands', path, init);
  await res.arrayBuffer();
  await vi.waitFor(() => expect(points).toHaveLength(1));
  expect(lines).toHaveLength(1);
  const [point] = points;
  const [line] = lines;
  return { res, point: point!, line: line! };
}

/**
 * The records a request wrote, found by its request id: an earlier request's may still be arriving.
 * Each point is written just before its line, so the two share their place in the lists.
 */
async function recordsOf(res: Response) {
  const id = res.headers.get('x-request-id');
  await vi.waitFor(() => expect(lines.map((line) => line.requestId)).toContain(id));
  return lines.flatMap((line, i) => (line.requestId === id ? [{ line, point: points[i] }] : []));
}

describe('request observability', () => {
  it('writes one data point and one log line for a page, with its id, route, status, cache state and timings', async () => {
    const { res, point, line } = await observe('/lodging?text=inn&utm_source=mail');
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(point.indexes).toEqual(['islands']);
    expect(point.blobs).toEqual(['islands', 'lodging', 'miss', 'GET', '']);
    const [status, total, content, render] = point.doubles!;
    expect(status).toBe(200);
    expect(content! + render!).toBe(total);
    expect(line).toMatchObject({ level: 'info', event: 'request', requestId: id, site: 'islands', route: 'lodging', method: 'GET', status: 200, cache: 'miss' });
    expect(JSON.stringify(line)).not.toContain('inn');
    expect(JSON.stringify(line)).not.toContain('utm');
  });

  it('reports a page served from the page cache as a hit', async () => {
    // Each file starts from purged caches (test/support/file-start.setup.ts): the first request renders
    // the page and fills the cache, which on a loaded machine takes longer than waitFor's default second.
    await (await zone.fetch('islands', '/supporters')).arrayBuffer();
    await vi.waitFor(
      async () => {
        const res = await zone.fetch('islands', '/supporters');
        await res.arrayBuffer();
        const [own] = await recordsOf(res);
        expect(own?.point?.blobs?.[2]).toBe('hit');
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('still writes its record when the visitor leaves before a streamed page has arrived', async () => {
    const res = await zone.fetch('islands', `/lodging?left=${crypto.randomUUID()}`);
    expect(res.headers.has('content-length')).toBe(false);
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel('visitor left');
    const own = await recordsOf(res);
    expect(own).toHaveLength(1);
    expect(own[0]!.line).toMatchObject({ event: 'request', route: 'lodging', status: 200 });
    expect(own[0]!.point?.blobs?.slice(0, 2)).toEqual(['islands', 'lodging']);
  });

  it('uses the ray id Cloudflare gives a request', async () => {
    const { res, line } = await observe('/healthz', { headers: { 'cf-ray': '8f2a1b3c4d5e6f70-IAD' } });
    expect(res.headers.get('x-request-id')).toBe('8f2a1b3c4d5e6f70-IAD');
    expect(line).toMatchObject({ requestId: '8f2a1b3c4d5e6f70-IAD', route: '/healthz', cache: 'none' });
  });

  it("names an error by its typed error's name", async () => {
    const { point, line } = await observe('/entries/x/no-such-entry');
    expect(point.blobs).toEqual(['islands', 'entry', 'miss', 'GET', 'NotFound']);
    expect(point.doubles![0]).toBe(404);
    expect(line).toMatchObject({ level: 'info', status: 404, error: 'NotFound' });
  });

  it('logs a failing content service as an error line, named ContentUnavailable', async () => {
    failContent();
    const { point, line } = await observe('/entries/x/place-flamenco-beach', { headers: { Accept: 'application/json' } });
    expect(point.doubles![0]).toBe(503);
    expect(point.blobs![4]).toBe('ContentUnavailable');
    expect(line).toMatchObject({ level: 'error', status: 503, error: 'ContentUnavailable', route: 'entry' });
  });

  it('observes requests that are no page: form posts and operator calls, by their route pattern', async () => {
    const { point, line } = await observe('/__ops/purge', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': 'f'.repeat(64), 'X-Webhook-Timestamp': '1' },
      body: '{"scope":"site"}',
    });
    expect(point.blobs).toEqual(['islands', '/__ops/purge', 'none', 'POST', 'Unauthorized']);
    expect(JSON.stringify(line)).not.toContain('f'.repeat(64));
  });
});
