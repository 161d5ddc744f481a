import { defaultLocale } from '../i18n/locales';

// Files and embeds carry a locale (docs/product/views-and-states.md#media-per-language). A media list may hold one item per language (the same
// picture with a Spanish title and caption beside the English one); a page shows the items of its
// language, and items without a locale in every language.

function language(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * The items for a page in `locale`: those in its language plus those without a locale; when none is in
 * its language, those in the default language instead (and every item when that leaves nothing).
 */
export function mediaInLocale<T extends { locale?: string | null }>(items: readonly T[], locale: string): T[] {
  const neutral = (item: T) => !item.locale?.trim();
  const inLanguage = (wanted: string) => (item: T) => !neutral(item) && language(item.locale!) === language(wanted);
  if (items.some(inLanguage(locale))) return items.filter((item) => neutral(item) || inLanguage(locale)(item));
  const fallback = items.filter((item) => neutral(item) || inLanguage(defaultLocale)(item));
  return fallback.length > 0 ? fallback : [...items];
}
