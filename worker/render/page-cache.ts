import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { keyHash } from '../key-hash';
import { XSRF_COOKIE } from '../../core/forms/xsrf';
import type { AppEnv } from '../env';
import { pageScopes } from '../ops/purge/generations';
import { assetManifest } from './assets';
import { inBackground } from '../background';
import type { SiteConfig } from '../../core/site-config';
import { FOLLOW_WAIT_MS, settledWithin } from '../settled-within';

// A full-page cache of rendered HTML in the Workers Cache API, in front of the content cache: a hit
// skips content lookups and rendering. Never in preview, never for visitors with cookies other than
// the locale cookie (which is part of the key) and the forms' XSRF token (which no page shows), only
// complete 200 answers of GET requests.

const TRACKING = /^(utm_|fbclid$|gclid$|mc_)/;
const CACHE_NAME = 'pages';

function onlyLocaleCookie(cookie: string | undefined): boolean {
  if (!cookie) return true;
  return cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .every((name) => !name || name === 'locale' || name === XSRF_COOKIE);
}

function cacheable(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' && !c.var.preview && !c.req.query('preview') && onlyLocaleCookie(c.req.header('cookie'));
}

/**
 * Site id + host + path + sorted query without tracking parameters + locale + content phases (the
 * host because canonical links name the production or staging host), and the build: a stored page
 * links hashed asset names, so a new build must not serve pages pointing at old files. Last, the
 * purge generations of the page's scopes (worker/ops/purge): a purge changes them, and with them the
 * key of every variant of the page.
 */
async function cacheKey(c: Context<AppEnv>): Promise<Request> {
  const { config, host } = c.var.site;
  const url = new URL(c.req.url);
  const params = [...url.searchParams.entries()].filter(([name]) => !TRACKING.test(name)).sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const manifest = await assetManifest(c.env.ASSETS);
  const generation = c.var.generations.of(pageScopes(c.var.route));
  const material = JSON.stringify([config.id, host, url.pathname, params, c.var.locale, config.content.phases, c.var.environment.buildVersion, manifest.scripts, manifest.styles, generation]);
  return new Request(`https://page-cache.invalid/${config.id}/${await keyHash(material)}`);
}

/** The page's shared-cache lifetime (s-maxage), the Cache API's own expiry; 0 when it must not be kept. */
function sharedTtl(res: Response): number {
  return Number(/s-maxage=(\d+)/.exec(res.headers.get('Cache-Control') ?? '')?.[1] ?? 0);
}

/**
 * Answers from the page cache when it can, and otherwise stores the page while it streams to the
 * visitor: once the whole page has arrived and the renderer's `viewComplete` says no part failed (a
 * view that failed after the response started shows an error message, which must not be served to
 * the next visitors). Mount after the request state, in front of the pages.
 */
export const pageCacheMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!cacheable(c)) return next();
  const [key, cache] = await Promise.all([cacheKey(c), caches.open(CACHE_NAME)]);
  const hit = await cache.match(key);
  c.var.metrics.pageCache = hit ? 'hit' : 'miss';
  if (hit) {
    // Stored whole, answered whole with its length: nothing downstream pumps it chunk by chunk
    // (the observer ends its record at once), the cheapest answer the worker gives (docs/decisions/020-content-at-scale.md).
    const bytes = await hit.arrayBuffer();
    const res = new Response(bytes, hit);
    res.headers.set('Content-Length', String(bytes.byteLength));
    res.headers.set('X-Page-Cache', 'hit');
    return res;
  }
  // No await between looking for a leader and becoming one: two misses must not both lead.
  const following = followRender(key.url);
  const shared = following && (await following);
  if (shared) {
    c.var.metrics.pageCache = 'hit';
    const res = new Response(shared.bytes, { status: 200, headers: shared.headers });
    res.headers.set('Content-Length', String(shared.bytes.byteLength));
    res.headers.set('X-Page-Cache', 'shared');
    return res;
  }
  // A request that waited in vain renders for itself alone.
  const settle = following ? () => undefined : leadRender(key.url);
  try {
    await next();
  } finally {
    if (c.res.status !== 200 || !c.res.body || sharedTtl(c.res) <= 0) settle(null);
  }
  const res = c.res;
  if (res.status !== 200 || !res.body || sharedTtl(res) <= 0) return;
  const [visitor, copy] = res.body.tee();
  const complete = c.var.viewComplete ?? Promise.resolve(true);
  const store = async () => {
    let page: SharedPage | null = null;
    try {
      const bytes = await new Response(copy).arrayBuffer();
      if (!(await complete)) return;
      page = { bytes, headers: [...res.headers] };
      await cache.put(key, new Response(bytes, { status: 200, headers: res.headers }));
    } finally {
      settle(page);
    }
  };
  inBackground(c.executionCtx, 'page_cache.store_failed', store());
  c.res = new Response(visitor, res);
});

/** 'none' for answers no cache may keep (errors, forms, framing refusals). */
export type PageCacheMode = 'dynamic' | 'none';

/**
 * Browsers always revalidate (max-age=0) so a locale switch or a new notice shows at once; shared
 * caches keep the page for the site's dynamic TTL, and never past `until` (epoch milliseconds) when
 * the page says something that stops being true then (a day's daylight: the site's midnight).
 * Preview and errors are never stored.
 */
export function cacheControl(options: { mode: PageCacheMode; preview: boolean; status: number; ttl: SiteConfig['cache']; until?: number | undefined }): string {
  if (options.preview || options.mode === 'none' || options.status >= 500) return 'no-store';
  if (options.status >= 400) return 'public, max-age=0, s-maxage=60';
  const left = options.until === undefined ? options.ttl.dynamic : Math.max(1, Math.floor((options.until - Date.now()) / 1000));
  return `public, max-age=0, s-maxage=${Math.min(options.ttl.dynamic, left)}`;
}

/** Only what the answer actually depends on: the locale cookie matters only on bilingual sites. */
export function varyHeader(config: SiteConfig): string | undefined {
  return config.locales.length > 1 ? 'Cookie' : undefined;
}

// Concurrent misses of one page in this isolate render once: the first request (the leader) renders
// and streams as usual; the others wait for its complete page and answer with a copy of it. The wait
// is bounded: a leader that takes too long, fails or produces a page that must not be kept (see
// page-cache.ts) leaves each waiting request to render the page itself.

/** A complete page another request can answer with: plain bytes and header pairs, no stream. */
export interface SharedPage {
  bytes: ArrayBuffer;
  headers: [string, string][];
}

const rendering = new Map<string, Promise<SharedPage | null>>();

/** The page being rendered under `key`, within `waitMs`; null when none is or it did not come in time. */
function followRender(key: string, waitMs = FOLLOW_WAIT_MS): Promise<SharedPage | null> | null {
  const shared = rendering.get(key);
  return shared ? settledWithin(shared, waitMs) : null;
}

/** Announces that this request renders `key`; `settle` hands the followers the page (or null) exactly once. */
function leadRender(key: string): (page: SharedPage | null) => void {
  let resolve!: (page: SharedPage | null) => void;
  const promise = new Promise<SharedPage | null>((done) => (resolve = done));
  rendering.set(key, promise);
  return (page) => {
    if (rendering.get(key) === promise) rendering.delete(key);
    resolve(page);
  };
}
