import { errorMessage } from '../../core/error-message';
import { type Background, inBackground } from '../background';
import { ContentUnavailable } from '../errors';
import { log } from '../ops/log';
import { FOLLOW_WAIT_MS, settledWithin } from '../settled-within';
import { keepAnswer, recallAnswer } from './hot-answers';
import { backOff, backoffRemaining, parseUsageLimitTime } from './backoff';
import { GeoApiError } from '../../core/geo-api-error';
import { ContentApiError, ContentShapeError, ContentTransportError } from './errors';

// The Workers Cache API has neither stale-while-revalidate nor stale-if-error, so entries live at
// the edge for a long time and carry their own freshness: fresh until ttl, then served while one
// background refresh runs (for another ttl), then fetched in the foreground with the stored copy as
// the fallback when the service fails.

const CONTENT_CACHE = 'travel-guide-content';
/** How long a copy can stand in for a failing service. */
const EDGE_LIFETIME_SECONDS = 7 * 24 * 3600;
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const KEY_ORIGIN = 'https://content-cache.travel-guide.internal/';

export interface Loaded<T> {
  value: T;
  stale: boolean;
}

export interface CachedLoadOptions<T> extends Background {
  siteId: string;
  /** Hex request hash from cache-key.ts. */
  key: string;
  ttlSeconds: number;
  load: () => Promise<T>;
  now?: () => number;
  cache?: Cache;
  /** How long a request waits for another's call of the same answer before it makes its own. */
  followWaitMs?: number;
}

interface Stored<T> {
  value: T;
  freshUntil: number;
  revalidateUntil: number;
}

/** Failures a stored copy may stand in for; anything else (a 400, a 404) is a real answer. */
function isOutage(error: unknown): boolean {
  if (error instanceof ContentTransportError || error instanceof ContentShapeError) return true;
  if (error instanceof ContentApiError || error instanceof GeoApiError) {
    return error.status >= 500 || [401, 403, 408, 429].includes(error.status);
  }
  return false;
}

function noteBackoff(siteId: string, error: unknown, nowMs: number): void {
  if (!(error instanceof ContentApiError || error instanceof GeoApiError) || error.status !== 429 || !error.usageLimitTime) return;
  const until = parseUsageLimitTime(error.usageLimitTime, nowMs);
  if (until !== null && until > nowMs) {
    backOff(siteId, until);
    log('warn', 'content.backoff', { site: siteId, until: new Date(until).toISOString(), info: error.usageLimitInfo });
  }
}

function unavailable(siteId: string, error: unknown, nowMs: number): ContentUnavailable {
  const wait = backoffRemaining(siteId, nowMs);
  const retryAfter = wait > 0 ? Math.ceil(wait / 1000) : DEFAULT_RETRY_AFTER_SECONDS;
  const reason = error instanceof Error ? error.message : wait > 0 ? 'backing off after a usage limit' : 'no answer';
  return new ContentUnavailable(`Content service unavailable for ${siteId}: ${reason}`, retryAfter, { cause: error });
}

/** The stored copy: from this isolate's memory when it has it, else from the Cache API (then kept in memory). */
async function read<T>(cache: Cache, url: string): Promise<Stored<T> | null> {
  const recalled = recallAnswer<Stored<T>>(url);
  if (recalled) return recalled;
  const response = await cache.match(url);
  if (!response) return null;
  const freshUntil = Number(response.headers.get('X-Fresh-Until'));
  const revalidateUntil = Number(response.headers.get('X-Revalidate-Until'));
  const text = await response.text();
  const body = JSON.parse(text) as { value: T };
  return keepAnswer(url, { value: body.value, freshUntil, revalidateUntil }, text.length);
}

/** Keeps the answer in memory at once and stores it in the Cache API (the promise). */
function write<T>(cache: Cache, url: string, value: T, ttlSeconds: number, nowMs: number): Promise<void> {
  const stored: Stored<T> = { value, freshUntil: nowMs + ttlSeconds * 1000, revalidateUntil: nowMs + 2 * ttlSeconds * 1000 };
  const json = JSON.stringify({ value });
  keepAnswer(url, stored, json.length);
  const response = new Response(json, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': `public, max-age=${EDGE_LIFETIME_SECONDS}`,
      'X-Fresh-Until': String(stored.freshUntil),
      'X-Revalidate-Until': String(stored.revalidateUntil),
    },
  });
  return cache.put(url, response);
}

const refreshing = new Set<string>();
/** Foreground loads under way in this isolate: concurrent requests for one answer share one call. */
const loading = new Map<string, Promise<Loaded<unknown>>>();

/** Preview and other uncached calls: same back-off and outage rules, no cache on either side. */
export async function loadUncached<T>(siteId: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  if (backoffRemaining(siteId, now()) > 0) throw unavailable(siteId, null, now());
  try {
    return await load();
  } catch (error) {
    noteBackoff(siteId, error, now());
    if (isOutage(error)) throw unavailable(siteId, error, now());
    throw error;
  }
}

export async function loadCached<T>(options: CachedLoadOptions<T>): Promise<Loaded<T>> {
  const now = options.now ?? Date.now;
  const { siteId } = options;
  const url = KEY_ORIGIN + options.key;
  // A page makes a dozen content calls, most answered fresh from memory: those open no cache.
  const recalled = recallAnswer<Stored<T>>(url);
  if (recalled && now() < recalled.freshUntil) return { value: recalled.value, stale: false };
  const cache = options.cache ?? (await caches.open(CONTENT_CACHE));
  const hit = await read<T>(cache, url);
  const started = now();
  if (hit && started < hit.freshUntil) return { value: hit.value, stale: false };
  if (backoffRemaining(siteId, started) > 0) {
    if (hit) return { value: hit.value, stale: true };
    throw unavailable(siteId, null, started);
  }
  const fetchAndStore = async () => {
    const value = await options.load().catch((error: unknown) => {
      noteBackoff(siteId, error, now());
      throw error;
    });
    inBackground(options, 'content.store_failed', write(cache, url, value, options.ttlSeconds, now()), { site: siteId });
    return value;
  };
  if (hit && started < hit.revalidateUntil) {
    if (!refreshing.has(url)) {
      refreshing.add(url);
      inBackground(
        options,
        'content.refresh_failed',
        fetchAndStore().finally(() => refreshing.delete(url)),
        { site: siteId },
      );
    }
    return { value: hit.value, stale: false };
  }
  const running = loading.get(url) as Promise<Loaded<T>> | undefined;
  if (running) {
    const shared = await settledWithin(running, options.followWaitMs ?? FOLLOW_WAIT_MS);
    if (shared) return shared;
  }
  const attempt: Promise<Loaded<T>> = (async (): Promise<Loaded<T>> => {
    try {
      return { value: await fetchAndStore(), stale: false };
    } catch (error) {
      if (!isOutage(error)) throw error;
      if (hit) {
        log('warn', 'content.stale_served', { site: siteId, message: errorMessage(error) });
        return { value: hit.value, stale: true };
      }
      throw unavailable(siteId, error, now());
    }
  })().finally(() => {
    // A call given up on (its request was cancelled) may settle after a newer one took its place.
    if (loading.get(url) === attempt) loading.delete(url);
  });
  loading.set(url, attempt);
  return attempt;
}
