import type { LocalizedText } from '../import/schema';

const FALLBACK_LOCALE = 'en';

/** The `locale` param wins; otherwise the first Accept-Language tag; otherwise English. */
export function pickLocale(param: string | null | undefined, acceptLanguage: string | null | undefined): string {
  if (param && /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(param)) return param;
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-zA-Z]{2}(-[A-Za-z]{2,4})?$/.test(first) ? first.toLowerCase() : FALLBACK_LOCALE;
}

/** Exact locale, then its language ("es" for "es-mx"), then English, then whatever exists. */
export function localize(text: LocalizedText, locale: string): string {
  if (typeof text === 'string') return text;
  const language = locale.split('-')[0]!;
  return text[locale] ?? text[language] ?? text[FALLBACK_LOCALE] ?? Object.values(text)[0] ?? '';
}
