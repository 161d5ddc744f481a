import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { log } from './log';
import { RequestMetrics } from './request-metrics';
import { dataPoint, type RequestRecord } from './request-record';

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
