import type { Locale } from '../../core/i18n/locales';

export type { Locale };

export const LOCALE_COOKIE = 'locale';

export interface LocaleInputs {
  /** Locale ids the site offers; the first listed is not assumed to be the default. */
  offered: readonly string[];
  defaultLocale: Locale;
  /** A path that serves one language by itself (Spanish aliases, /es). */
  routeLocale?: Locale;
  /** ?locale= on the URL: what hreflang alternates link to. */
  query?: string | null;
  cookie?: string | null;
}

const offeredLocale = (value: string | null | undefined, offered: readonly string[]): Locale | undefined =>
  (value === 'en' || value === 'es') && offered.includes(value) ? value : undefined;

/** Route locale, then the URL's ?locale=, then the locale cookie, then the site default. */
export function resolveLocale(inputs: LocaleInputs): Locale {
  return (
    offeredLocale(inputs.routeLocale, inputs.offered) ??
    offeredLocale(inputs.query, inputs.offered) ??
    offeredLocale(inputs.cookie, inputs.offered) ??
    inputs.defaultLocale
  );
}
