/** The service worker's cache of the pages the visitor read (client/sw/sw.ts), which the saved guides page lists. */
export const PAGES_CACHE = 'pages';
/** The guides saved for offline (client/offline/saved-guides.ts): answered first by the service worker. */
export const SAVED_GUIDES_CACHE = 'saved-guides';
