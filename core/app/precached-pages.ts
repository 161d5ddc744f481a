import { localeIds } from '../i18n/locales';
import { inLocale, PRECACHED_PAGE_PATHS } from './offline-paths';

/** Every page the service worker precaches (core/app/offline-paths.ts), in every interface language. */
export function precachedPages(): string[] {
  return PRECACHED_PAGE_PATHS.flatMap((path) => localeIds.map((locale) => inLocale(path, locale)));
}
