// What the saved guides page (ui/views/OfflineView.tsx) marks for the page-wide script that fills it
// (client/offline/start.ts): no React here, so the page-wide script can import it.

/** The list of the pages the service worker keeps. */
export const KEPT_PAGES_ATTRIBUTE = 'data-kept-pages';
/** The note shown while the list is empty. */
export const KEPT_PAGES_EMPTY_ATTRIBUTE = 'data-kept-pages-empty';
