/** The service worker's cache of the pages the visitor read (client/sw/sw.ts), which the saved guides page lists. */
export const PAGES_CACHE = 'pages';
/** The guides saved for offline (client/offline/saved-guides.ts): answered first by the service worker. */
export const SAVED_GUIDES_CACHE = 'saved-guides';
/** Where a saved guide's records live in that cache: a path the worker never serves. */
export const RECORD_PATH = '/.saved-guides/';
/** The record of the guide saved from `page` (path and query) on `origin`: the page and the service worker name the same entry. */
export const guideRecordUrl = (origin: string, page: string) => `${origin}${RECORD_PATH}${encodeURIComponent(page)}`;
