import { SAVED_GUIDES_CACHE } from './saved-answer';

/**
 * Loaded by the page-wide script on each page load with a network: refreshes the saved guides that
 * are due (client/offline/saved-guides.ts), loading the saving code only on a device that saved one.
 */
export async function refreshIfSaved(): Promise<void> {
  if (await caches.has(SAVED_GUIDES_CACHE)) await (await import('./saved-guides')).refreshStaleGuides();
}
