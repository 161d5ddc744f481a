import { de } from './messages/de';
import { en, type MessageKey, type Messages } from './messages/en';
import { es } from './messages/es';
import { formatsOf, type Locale, localeIds, toLocale } from './locales';

export type { MessageKey };

/** The catalogues' messages: every language of locales.ts has its table here, checked key for key against English. */
const tables: Record<Locale, Messages> = { en, es, de };

export type MessageParams = Record<string, string | number>;

const numbers = Object.fromEntries(localeIds.map((id) => [id, new Intl.NumberFormat(formatsOf(id).intl)])) as Record<Locale, Intl.NumberFormat>;

function interpolate(template: string, params: MessageParams, locale: Locale): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numbers[locale].format(value) : value;
  });
}

/**
 * The interface string `key` in `locale` with `{name}` placeholders filled (numbers in the language's own form).
 * Falls back to English for an unknown locale or an empty translation.
 */
export function t(locale: string, key: MessageKey, params?: MessageParams): string {
  const id = toLocale(locale);
  const text = tables[id][key] || en[key];
  return params ? interpolate(text, params, id) : text;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
