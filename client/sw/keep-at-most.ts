import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Bounds a runtime cache to `max` entries, dropping the least recently stored first. A cache lists
 * its entries in the order they were stored, and storing a URL again moves it to the end, so the
 * order is the visitor's reading order. (Workbox's ExpirationPlugin does this with an IndexedDB of
 * timestamps, which would double the service worker's size.)
 */
export function keepAtMost(max: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
    },
  };
}
