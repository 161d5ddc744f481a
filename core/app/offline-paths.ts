// The pages the service worker precaches in every interface language (client/sw/sw.ts,
// core/app/precached-pages.ts) and the worker renders (worker/app/offline.tsx): their URLs
// always name the language, so a link from one to the other finds the precached copy. No imports:
// the page-wide script reads these too.

export const OFFLINE_PAGE_PATH = '/offline';
export const SAVED_GUIDES_PATH = '/saved';
export const PRECACHED_PAGE_PATHS: readonly string[] = [OFFLINE_PAGE_PATH, SAVED_GUIDES_PATH];

/**
 * The global the worker sets at the head of the served service worker (worker/app/offline.tsx): the site's
 * languages, its default first. The one build serves every site; each precaches its own languages only.
 */
export const SITE_LOCALES_GLOBAL = 'siteLocales';

export function inLocale(path: string, locale: string): string {
  return `${path}?locale=${locale}`;
}
