// The service worker of every site origin (served at /sw.js by worker/app/offline.tsx, built by
// build.mjs with this build's file list): the build's page-wide files precached, pages network first
// with the kept copy after, the site's offline page for a page not kept (docs/decisions/034-offline.md).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import type { RouteHandlerCallback, RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PAGES_CACHE, SAVED_GUIDES_CACHE } from '../offline/cache-names';
import { drainOutbox, OUTBOX_SYNC_TAG } from '../offline/outbox';
import { currentCounterpart, isKeepable, isPageRequest, MAX_KEPT_FILES, MAX_KEPT_PAGES, offlineLocale, PAGE_TIMEOUT_SECONDS, sitePrecache, siteLocalesOf } from './page-rules';
import { inLocale, OFFLINE_PAGE_PATH, SITE_LOCALES_GLOBAL } from '../../core/app/offline-paths';

declare const self: ServiceWorkerGlobalScope;
/** Set by build.mjs: this build's page-wide files and offline pages, with their revisions. */
declare const __PRECACHE__: { url: string; revision: string | null }[];

const STATIC_CACHE = 'site-static';
/** The languages of the site this copy serves, set by the worker at the head of the script. */
const siteLocales = siteLocalesOf((self as unknown as Record<string, unknown>)[SITE_LOCALES_GLOBAL]);
const precacheList = sitePrecache(__PRECACHE__, siteLocales);

self.skipWaiting();
clientsClaim();
// Workbox drops the entries of earlier builds from its precache when this one activates; this removes
// caches an older Workbox left.
cleanupOutdatedCaches();
precacheAndRoute(precacheList);

/**
 * Bounds a runtime cache to `max` entries, dropping the least recently stored first. A cache lists
 * its entries in the order they were stored, and storing a URL again moves it to the end, so the
 * order is the visitor's reading order. (Workbox's ExpirationPlugin does this with an IndexedDB of
 * timestamps, which would double the service worker's size.)
 */
function keepAtMost(max: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
    },
  };
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  // The enhancer asks for a page with another Accept than a navigation does: the same page either way.
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => (isKeepable(response, (await response.clone().arrayBuffer()).byteLength) ? response : null),
    },
    keepAtMost(MAX_KEPT_PAGES),
  ],
});

/**
 * A saved guide's file, the guide's page included (whatever `Accept` a navigation sends). Only the
 * answering is here: the saving code (client/offline/saved-guides.ts) stays out of the service worker.
 */
async function savedAnswer(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  const cache = await caches.open(SAVED_GUIDES_CACHE);
  return cache.match(request, { ignoreVary: true });
}

/**
 * A saved guide's files answer first, whatever else the route does (docs/decisions/037-saved-guides.md):
 * a saved guide opens, and runs with its own build's files, without asking the network.
 */
const savedFirst =
  (handler: RouteHandlerCallback | { handle: RouteHandlerCallback }): RouteHandlerCallback =>
  async (options: RouteHandlerCallbackOptions) =>
    (await savedAnswer(options.request as Request)) ?? ('handle' in handler ? handler.handle(options) : handler(options));

registerRoute(({ request }) => isPageRequest(request, self.location.origin), savedFirst(pages));

// The site's theme, images, icons and manifest: whatever a kept page showed, shown again offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && (request.destination === 'image' || request.destination === 'manifest' || url.pathname === '/theme.css'),
  savedFirst(new StaleWhileRevalidate({ cacheName: STATIC_CACHE, plugins: [keepAtMost(MAX_KEPT_FILES)] })),
);

/** The language of the page read last: the newest kept page's Content-Language. */
async function lastPageLanguage(): Promise<string | null> {
  const cache = await caches.open(PAGES_CACHE);
  const newest = (await cache.keys()).at(-1);
  return newest ? ((await cache.match(newest, { ignoreVary: true }))?.headers.get('content-language') ?? null) : null;
}

setCatchHandler(async ({ request }) => {
  if (isPageRequest(request, self.location.origin)) {
    const locale = offlineLocale(request.url, await lastPageLanguage(), siteLocales);
    return (locale && (await matchPrecache(inLocale(OFFLINE_PAGE_PATH, locale)))) || Response.error();
  }
  return Response.error();
});

// A page kept before a deploy names the old build's files: offline, the current build's stand in.
const precached = precacheList.map((entry) => entry.url);
registerRoute(
  ({ url }) => url.origin === self.location.origin && !precached.includes(url.pathname) && currentCounterpart(url.pathname, precached) !== undefined,
  savedFirst(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(currentCounterpart(url.pathname, precached) ?? '')) ?? Response.error();
    }
  }),
);

// Everything else a saved guide keeps (its map's tiles, glyphs, style and maplibre chunk, its
// downloads): saved first, else the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin,
  savedFirst(({ request }) => fetch(request)),
);

// Forms kept offline (client/offline/outbox.ts) are sent when the browser says the network is back.
// (TypeScript's worker types lack Background Sync's event.)
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainOutbox(fetch));
});
