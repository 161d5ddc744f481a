import type { Locale } from '../i18n/locales';

/**
 * Where a form posts. A post has no route to tell its language, so off the site's default language
 * the action names the page's: a visitor without JavaScript gets the answer page in the words they read.
 */
export function formAction(form: string, locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? `/forms/${form}` : `/forms/${form}?locale=${locale}`;
}
