// English by default (docs/product/sites.md#languages), Spanish on some sites; en-US is the formatting locale everywhere.

export const localeIds = ['en', 'es'] as const;
export type Locale = (typeof localeIds)[number];

export const defaultLocale: Locale = 'en';
/** Dates and numbers show in en-US form on every site and in every language (docs/product/sites.md#languages). */
export const intlLocale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeIds as readonly string[]).includes(value);
}

/** A locale id from untrusted input (cookie, query, header fragment), falling back to English. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return defaultLocale;
  const primary = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(primary) ? primary : defaultLocale;
}
