// The pages the service worker precaches in every interface language (client/sw/sw.ts) and the worker
// renders (worker/app/offline-pages.tsx): their URLs always name the language, so a link from one to
// the other finds the precached copy.
import { localeIds, type Locale } from '../i18n/locales';

export const OFFLINE_PAGE_PATH = '/offline';
export const SAVED_GUIDES_PATH = '/saved';
export const PRECACHED_PAGE_PATHS = [OFFLINE_PAGE_PATH, SAVED_GUIDES_PATH] as const;

export function inLocale(path: string, locale: Locale): string {
  return `${path}?locale=${locale}`;
}

/** Every precached page in every language. */
export function precachedPages(): string[] {
  return PRECACHED_PAGE_PATHS.flatMap((path) => localeIds.map((locale) => inLocale(path, locale)));
}
