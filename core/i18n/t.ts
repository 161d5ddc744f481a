import { en, type MessageKey, type Messages } from './messages/en';
import { es } from './messages/es';
import { intlLocale, type Locale, toLocale } from './locales';

export type { MessageKey };

const tables: Record<Locale, Messages> = { en, es };

export type MessageParams = Record<string, string | number>;

const numbers = new Intl.NumberFormat(intlLocale);

function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** The message table of a locale; unknown locales get English. */
function messagesFor(locale: string): Messages {
  return tables[toLocale(locale)];
}

/**
 * The interface string `key` in `locale` with `{name}` placeholders filled (numbers in en-US form).
 * Falls back to English for an unknown locale or an empty translation.
 */
export function t(locale: string, key: MessageKey, params?: MessageParams): string {
  const text = messagesFor(locale)[key] || en[key];
  return params ? interpolate(text, params) : text;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
