import { ContentUnavailable } from '../errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContentApiError, ContentTransportError } from './errors';
import { type CachedLoadOptions, loadCached, loadUncached } from './stale-cache';

// Real Cache API (workerd); time is injected so freshness windows can be crossed.

let clock = 1_700_000_000_000;
let background: Promise<unknown>[] = [];
let calls = 0;
let testKey = 0;

function options<T>(load: () => Promise<T>, overrides: Partial<CachedLoadOptions<T>> = {}): CachedLoadOptions<T> {
  return {
    siteId: 'islands',
    key: `test-${testKey}`,
    ttlSeconds: 60,
    load: () => {
      calls += 1;
      return load();
    },
    waitUntil: (promise) => background.push(promise),
    now: () => clock,
    ...overrides,
  };
}

/** Waits for background work, including what that work starts (a refresh stores its answer). */
async function settle() {
  while (background.length > 0) {
    const pending = background;
    background = [];
    await Promise.all(pending);
  }
}

const down = () => Promise.reject(new ContentTransportError('Network Error'));

describe('request-hash cache with stale serving', () => {
  beforeEach(async () => {
    // CacheStorage.delete is not implemented in workerd: every test gets keys of its own instead.
    testKey += 1;
    calls = 0;
    background = [];
  });

  it('asks the service once for concurrent requests of one answer', async () => {
    let answer!: (value: { n: number }) => void;
    const held = new Promise<{ n: number }>((resolve) => (answer = resolve));
    const loads = Array.from({ length: 5 }, () => loadCached(options(() => held)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer({ n: 1 });
    expect(await Promise.all(loads)).toEqual(Array.from({ length: 5 }, () => ({ value: { n: 1 }, stale: false })));
    expect(calls).toBe(1);
  });

  it("does not wait without end on another request's call: one that never settles is given up on", async () => {
    // A call whose request was cancelled never settles on Workers: waiting on it must not hang.
    void loadCached(options(() => new Promise<{ n: number }>(() => undefined)));
    const follower = loadCached(options(async () => ({ n: 2 }), { followWaitMs: 20 }));
    expect(await follower).toEqual({ value: { n: 2 }, stale: false });
    expect(calls).toBe(2);
    await settle();
    expect(await loadCached(options(async () => ({ n: 3 }), { followWaitMs: 20 }))).toEqual({ value: { n: 2 }, stale: false });
    expect(calls).toBe(2);
  });

  it('serves a fresh copy without calling the service', async () => {
    expect(await loadCached(options(async () => ({ n: 1 })))).toEqual({ value: { n: 1 }, stale: false });
    await settle();
    clock += 59_000;
    expect(await loadCached(options(async () => ({ n: 2 })))).toEqual({ value: { n: 1 }, stale: false });
    expect(calls).toBe(1);
  });

  it('serves a copy past its ttl at once and refreshes it in the background', async () => {
    await loadCached(options(async () => ({ n: 1 })));
    await settle();
    clock += 61_000;
    expect(await loadCached(options(async () => ({ n: 2 })))).toEqual({ value: { n: 1 }, stale: false });
    await settle();
    expect(calls).toBe(2);
    expect(await loadCached(options(async () => ({ n: 3 })))).toEqual({ value: { n: 2 }, stale: false });
    expect(calls).toBe(2);
  });

  it('keeps the copy when the background refresh fails', async () => {
    await loadCached(options(async () => 'first'));
    await settle();
    clock += 61_000;
    expect((await loadCached(options(down))).value).toBe('first');
    await settle();
    clock += 120_000;
    expect(await loadCached(options(down))).toEqual({ value: 'first', stale: true });
  });

  it('serves the stored copy marked stale when the service fails in the foreground', async () => {
    await loadCached(options(async () => ['a']));
    await settle();
    clock += 3 * 60_000;
    expect(await loadCached(options(down))).toEqual({ value: ['a'], stale: true });
    const apiDown = () => Promise.reject(new ContentApiError(503, 'unavailable', null));
    expect(await loadCached(options(apiDown))).toEqual({ value: ['a'], stale: true });
  });

  it('throws ContentUnavailable with Retry-After seconds when nothing is cached and the service is down', async () => {
    const error = await loadCached(options(down)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailable);
    expect((error as ContentUnavailable).status).toBe(503);
    expect((error as ContentUnavailable).retryAfterSeconds).toBe(60);
  });

  it('passes real answers such as a 404 through instead of hiding them behind a stale copy', async () => {
    await loadCached(options(async () => 'x'));
    await settle();
    clock += 3 * 60_000;
    const notFound = () => Promise.reject(new ContentApiError(404, 'not_found', null));
    await expect(loadCached(options(notFound))).rejects.toBeInstanceOf(ContentApiError);
    await expect(loadCached(options(() => Promise.reject(new ContentApiError(400, 'bad', null))))).rejects.toBeInstanceOf(ContentApiError);
    // A refused signature is the service's fault, not the answer's: the stale copy stands in.
    expect(await loadCached(options(() => Promise.reject(new ContentApiError(401, 'signature', null))))).toEqual({ value: 'x', stale: true });
  });

  it('backs the site off after a 429 with X-Usage-Limit-Time: cache only, no upstream calls', async () => {
    await loadCached(options(async () => 'kept', { key: `test-${testKey}-a` }));
    await settle();
    clock += 3 * 60_000;
    const throttled = () => {
      const error = new ContentApiError(429, 'usage_limit', null);
      error.usageLimitTime = String(Math.round((clock + 120_000) / 1000));
      return Promise.reject(error);
    };
    expect(await loadCached(options(throttled, { key: `test-${testKey}-a` }))).toEqual({ value: 'kept', stale: true });
    expect(calls).toBe(2);
    expect(await loadCached(options(async () => 'new', { key: `test-${testKey}-a` }))).toEqual({ value: 'kept', stale: true });
    const uncached = await loadCached(options(async () => 'new', { key: `test-${testKey}-b` })).catch((e: unknown) => e);
    expect(uncached).toBeInstanceOf(ContentUnavailable);
    expect((uncached as ContentUnavailable).retryAfterSeconds).toBe(120);
    await expect(
      loadUncached(
        'islands',
        async () => 'preview',
        () => clock,
      ),
    ).rejects.toBeInstanceOf(ContentUnavailable);
    expect(calls).toBe(2);
    expect(await loadCached(options(async () => 'other site', { siteId: 'canal-trail', key: `test-${testKey}-c` }))).toEqual({ value: 'other site', stale: false });
    // Past the time the back-off ends, as later tests need it.
    clock += 121_000;
    expect(await loadCached(options(async () => 'new', { key: `test-${testKey}-a` }))).toEqual({ value: 'new', stale: false });
  });

  it('loads uncached for preview, turning outages into ContentUnavailable', async () => {
    expect(
      await loadUncached(
        'islands',
        async () => 1,
        () => clock,
      ),
    ).toBe(1);
    await expect(loadUncached('islands', down, () => clock)).rejects.toBeInstanceOf(ContentUnavailable);
    await expect(
      loadUncached(
        'islands',
        () => Promise.reject(new ContentApiError(404, 'x', null)),
        () => clock,
      ),
    ).rejects.toBeInstanceOf(ContentApiError);
  });
});
