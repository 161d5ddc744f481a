import { sha256Hex } from '../../core/encoding/hex';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { benchRenderMode } from '../ops/bench';
import { assetManifest } from './asset-manifest';
import { log } from '../ops/log';
import { isPreview, requestLocale } from './request-state';

// A full-page cache of rendered HTML in the Workers Cache API, in front of the content cache: a hit
// skips content lookups and rendering. Never in preview, never for visitors with cookies other than
// the locale cookie (which is part of the key), only 200 answers of GET requests.

const TRACKING = /^(utm_|fbclid$|gclid$|mc_)/;
const CACHE_NAME = 'pages';
/** Carries the embed route's framing permission across a cache hit, never sent to a browser. */
const FRAMEABLE = 'X-Page-Frameable';

function onlyLocaleCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .every((name) => !name || name === 'locale');
}

export function pageCacheable(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && !benchRenderMode(c) && !isPreview(c) && !c.req.query('preview') && onlyLocaleCookie(c.req.header('cookie'));
}

/**
 * Site id + path + sorted query without tracking parameters + locale + content phases, and the host:
 * canonical links name the production or staging host, so those copies must not be shared.
 */
export function pageCacheMaterial(c: Context<AppEnv>): string {
  const { config, host } = c.get('site');
  const url = new URL(c.req.url);
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING.test(name)).sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return JSON.stringify([config.id, host, url.pathname, params, requestLocale(c), config.content.phases]);
}

/** A stored page links hashed asset names: a new build must not serve pages pointing at old files. */
async function buildIdentity(c: Context<AppEnv>): Promise<string> {
  const manifest = await assetManifest(c.env.ASSETS);
  return JSON.stringify([c.env.BUILD_VERSION, manifest.scripts, manifest.styles]);
}

async function cacheRequest(c: Context<AppEnv>): Promise<Request> {
  const material = `${pageCacheMaterial(c)}${await buildIdentity(c)}`;
  return new Request(`https://page-cache.invalid/${c.get('site').config.id}/${await sha256Hex(material)}`);
}

/** Answers from the page cache when it can; mount after the locale and preview middleware. */
export const pageCacheMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!pageCacheable(c)) return next();
  const hit = await (await caches.open(CACHE_NAME)).match(await cacheRequest(c));
  if (!hit) return next();
  const res = new Response(hit.body, hit);
  if (res.headers.has(FRAMEABLE)) {
    c.set('frameAncestors', JSON.parse(res.headers.get(FRAMEABLE)!) as string[]);
    res.headers.delete(FRAMEABLE);
  }
  res.headers.set('X-Page-Cache', 'hit');
  return res;
});

/**
 * Stores a copy of a page while it streams to the visitor, once the whole page has arrived and
 * `complete` says no part of it failed (a view that failed after the response started shows an error
 * message, which must not be served to the next visitors). The stored copy lives for the page's
 * shared-cache lifetime (s-maxage), the Cache API's own expiry.
 */
export async function storePage(c: Context<AppEnv>, body: ReadableStream<Uint8Array>, headers: Headers, complete: Promise<boolean>): Promise<ReadableStream<Uint8Array>> {
  const ttl = /s-maxage=(\d+)/.exec(headers.get('Cache-Control') ?? '')?.[1];
  if (!ttl || Number(ttl) <= 0 || !pageCacheable(c)) return body;
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    waitUntil = c.executionCtx.waitUntil.bind(c.executionCtx);
  } catch {
    return body;
  }
  const [visitor, copy] = body.tee();
  const stored = new Headers(headers);
  const framing = c.get('frameAncestors');
  if (framing) stored.set(FRAMEABLE, JSON.stringify(framing));
  const [key, cache] = await Promise.all([cacheRequest(c), caches.open(CACHE_NAME)]);
  const store = async () => {
    const bytes = await new Response(copy).arrayBuffer();
    if (await complete) await cache.put(key, new Response(bytes, { status: 200, headers: stored }));
  };
  waitUntil(
    store().catch((error: unknown) => {
      log('warn', 'page_cache.store_failed', { message: error instanceof Error ? error.message : String(error) });
    }),
  );
  return visitor;
}
