// The languages the product speaks (docs/product/sites.md#languages): the one registry of locale ids and of how each
// writes dates and numbers. Each language's messages are its catalogue in messages/, registered in t.ts; a site lists
// the languages it speaks in its config. Adding a language: a catalogue, an entry here and in t.ts, route names in the
// sites that speak it (docs/decisions/053-languages-as-data.md).

export const localeIds = ['en', 'es', 'de'] as const;
export type Locale = (typeof localeIds)[number];

export const defaultLocale = 'en' satisfies Locale;

export interface LanguageFormats {
  /** The Intl locale dates and numbers are formatted with. */
  intl: string;
  /** The og:locale of the language's pages. */
  openGraph: string;
  /** How a day and a moment are written (Intl.DateTimeFormat options without the zone). */
  day: Intl.DateTimeFormatOptions;
  time: Intl.DateTimeFormatOptions;
  /** A named day ('Friday, November 27') and a time of day ('4:46 PM'), as the daylight block writes them. */
  weekday: Intl.DateTimeFormatOptions;
  clock: Intl.DateTimeFormatOptions;
}

const longDay: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const longTime: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
const namedDay: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const shortTime: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

// English and Spanish keep the en-US dates and numbers the product has always shown; German is written as in
// Liechtenstein and Switzerland: day.month.year, 24-hour times, 1'234.5.
const languageFormats: Record<Locale, LanguageFormats> = {
  en: { intl: 'en-US', openGraph: 'en_US', day: longDay, time: longTime, weekday: namedDay, clock: shortTime },
  es: { intl: 'en-US', openGraph: 'es_ES', day: longDay, time: longTime, weekday: namedDay, clock: shortTime },
  de: {
    intl: 'de-CH',
    openGraph: 'de_CH',
    day: { dateStyle: 'medium' },
    time: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
    weekday: namedDay,
    clock: { ...shortTime, hourCycle: 'h23' },
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeIds as readonly string[]).includes(value);
}

/** A locale id from untrusted input (cookie, query, header fragment), falling back to the default. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return defaultLocale;
  const primary = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(primary) ? primary : defaultLocale;
}

/** How dates and numbers are written in a locale (unknown ones as the default's). */
export function formatsOf(locale: string): LanguageFormats {
  return languageFormats[toLocale(locale)];
}
