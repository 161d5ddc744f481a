import { readXsrfCookie } from '../../core/forms/xsrf';
import { restoreDrafts } from './drafts';
import { listKeptPages } from './kept-pages';
import { drainOutbox } from './outbox';
import { registerServiceWorker } from './register';
import { SAVED_GUIDES_CACHE } from './cache-names';

/**
 * Offline on every page: the service worker registered, and the forms kept offline sent now and
 * whenever the network returns (Background Sync alone may wait minutes after a failed try).
 */
export function startOffline(win: Window): void {
  registerServiceWorker(win);
  const sendKept = () => {
    if (win.navigator.onLine) drainOutbox(win.fetch.bind(win), () => readXsrfCookie(win.document.cookie)).catch(() => undefined);
  };
  sendKept();
  win.addEventListener('online', sendKept);
  // Saved guides of an older build, or not fetched for a day, are fetched again while there is a
  // network; the saving code loads only on a device that saved one.
  const refreshGuides = () => {
    if (!win.navigator.onLine || !('caches' in win)) return;
    win.caches
      .has(SAVED_GUIDES_CACHE)
      .then((saved) => (saved ? import('./saved-guides').then((guides) => guides.refreshStaleGuides()) : undefined))
      .catch(() => undefined);
  };
  refreshGuides();
  win.addEventListener('online', refreshGuides);
}

/** The offline parts of a page's content, at first and after each page the navigation enhancer swaps in. */
export function enhanceOffline(scope: ParentNode): void {
  restoreDrafts(scope).catch(() => undefined);
  listKeptPages(scope).catch(() => undefined);
}
