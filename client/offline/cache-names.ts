/** The service worker's cache of the pages the visitor read (client/sw/sw.ts), which the saved guides page lists. */
export const PAGES_CACHE = 'pages';
