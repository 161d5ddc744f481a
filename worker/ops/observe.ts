import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { log } from './log';
import type { SiteContent } from '../content';

/** The site route's name, else the app route that answered (its pattern, never the path: no ids, no text). */
function routeName(c: Context<AppEnv>): string {
  const known = c.var as Partial<AppEnv['Variables']>;
  if (known.route) return known.route.route.name;
  const handler = matchedRoutes(c).find((route) => route.method !== 'ALL' && route.path !== '*' && route.path !== '/*');
  return handler?.path ?? 'unmatched';
}

function record(c: Context<AppEnv>, metrics: RequestMetrics, status: number): RequestRecord {
  const known = c.var as Partial<AppEnv['Variables']>;
  const durationMs = Date.now() - metrics.started;
  const contentMs = metrics.contentMs();
  return {
    requestId: metrics.requestId,
    site: known.site?.config.id ?? 'unknown',
    route: routeName(c),
    method: c.req.method,
    status,
    cache: metrics.cacheState(),
    durationMs,
    contentMs,
    renderMs: Math.max(0, durationMs - contentMs),
    ...(c.error ? { error: c.error.name } : {}),
  };
}

/**
 * The outermost middleware: gives each request an id (Cloudflare's ray id when there is one), and
 * once its answer has been sent in full (a streamed page ends later than its headers) writes one
 * Analytics Engine data point and one JSON log line about it. Neither holds personal data: no query
 * string, address, agent or cookie; the route's pattern rather than its path.
 */
export const observeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const metrics = new RequestMetrics(c.req.header('cf-ray') ?? crypto.randomUUID());
  c.set('metrics', metrics);
  await next();
  const res = c.res;
  const finish = () => {
    const observed = record(c, metrics, res.status);
    c.env.ANALYTICS.writeDataPoint(dataPoint(observed));
    log(res.status >= 500 ? 'error' : 'info', 'request', { ...observed });
  };
  const headers = new Headers(res.headers);
  headers.set('X-Request-Id', metrics.requestId);
  // The new answer already holds every header of the old one: cleared first, Hono does not copy
  // them over a second time (its setter merges into a further copy of the response).
  const answer = (body: ReadableStream<Uint8Array> | null) => {
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
  // A body already whole (bots get pages in one piece, page cache hits, each with a length) is done now.
  if (!res.body || res.headers.has('content-length')) {
    finish();
    answer(res.body);
    return;
  }
  let ended: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const end = () => {
    finish();
    ended();
  };
  // Ended either way: sent in full, or cancelled when the visitor went away first (without the
  // second, the record was never written and the request's waitUntil never settled).
  const body = res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: end, cancel: end }));
  c.executionCtx.waitUntil(done);
  answer(body);
});

/** Cache state of a request as the analytics report it. */
export type CacheState = 'hit' | 'miss' | 'stale' | 'none';

/**
 * What one request measures about itself while it runs: a request id, and the wall time during which
 * at least one content call was pending (parallel calls count once). Clocks in Workers advance only
 * across I/O, so these are I/O-resolution times, which is what waiting on a service is.
 */
export class RequestMetrics {
  readonly started = Date.now();
  private inFlight = 0;
  private since = 0;
  private waited = 0;
  /** A content answer was served from a stale copy because the service failed. */
  stale = false;
  /** Set by the page cache: whether the page came from it ('hit') or was rendered to be stored ('miss'). */
  pageCache: 'hit' | 'miss' | undefined;

  constructor(readonly requestId: string) {}

  async timeContent<T>(call: () => Promise<T>): Promise<T> {
    if (this.inFlight++ === 0) this.since = Date.now();
    try {
      return await call();
    } finally {
      if (--this.inFlight === 0) this.waited += Date.now() - this.since;
    }
  }

  contentMs(): number {
    return this.waited + (this.inFlight > 0 ? Date.now() - this.since : 0);
  }

  cacheState(): CacheState {
    if (this.pageCache === 'hit') return 'hit';
    if (this.stale) return 'stale';
    return this.pageCache ?? 'none';
  }
}

/** One request as observed: the fields of its log line and of its analytics data point. */
export interface RequestRecord {
  requestId: string;
  site: string;
  /** The site route's name, else the app's route pattern (/forms/:form, /__ops/purge, ...). */
  route: string;
  method: string;
  status: number;
  cache: CacheState;
  durationMs: number;
  contentMs: number;
  /** Time not spent waiting on the content service: routing, rendering and streaming. */
  renderMs: number;
  /** The typed error's name (NotFound, ContentUnavailable, ...) when the request failed. */
  error?: string;
}

/**
 * The Analytics Engine layout the README's SQL reads: index1 = site (sampling key); blob1 site,
 * blob2 route, blob3 cache state, blob4 method, blob5 error name; double1 status, double2 total ms,
 * double3 content ms, double4 render ms.
 */
function dataPoint(record: RequestRecord): AnalyticsEngineDataPoint {
  return {
    indexes: [record.site],
    blobs: [record.site, record.route, record.cache, record.method, record.error ?? ''],
    doubles: [record.status, record.durationMs, record.contentMs, record.renderMs],
  };
}

/** The content service with every call timed into the request's metrics, and stale lists noted. */
export function timedContent(content: SiteContent, metrics: RequestMetrics): SiteContent {
  const time =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      metrics.timeContent(() => call(...args));
  return {
    locale: content.locale,
    preview: content.preview,
    phases: content.phases,
    entries: async (query) => {
      const list = await metrics.timeContent(() => content.entries(query));
      if (list.stale) metrics.stale = true;
      return list;
    },
    entry: time(content.entry.bind(content)),
    element: time(content.element.bind(content)),
    contact: time(content.contact.bind(content)),
    embedData: time(content.embedData.bind(content)),
    measurements: time(content.measurements.bind(content)),
    elevations: time(content.elevations.bind(content)),
    createEntry: time(content.createEntry.bind(content)),
  };
}
