import type { Locale } from '../../../core/i18n/locales';
import { isMessageKey, t } from '../../../core/i18n/t';
import type { SiteConfig } from '../../../core/site-config';
import type { Translate } from '../../../ui/components/text';
import { memo } from '../../memo';

/**
 * Interface strings for a page: the site's own wording first, then the shared messages table. One
 * function per site configuration and language, so markup kept per translator (models/profile.tsx)
 * is kept per site and language.
 */
export function translator(config: SiteConfig, locale: Locale): Translate {
  return translatorsOf(config)(locale);
}

const translatorsOf = memo((config: SiteConfig) => memo((locale: Locale) => makeTranslator(config, locale)));

function makeTranslator(config: SiteConfig, locale: Locale): Translate {
  const wording = config.wording[locale] ?? {};
  const translate: Translate = (key, params) => {
    const own = Object.hasOwn(wording, key) ? wording[key] : undefined;
    if (own) return own;
    return isMessageKey(key) ? t(locale, key, params) : key;
  };
  // A page asks for a hundred labels without parameters (the islands' labels among them): each one
  // found is looked up once. An unknown key is not kept, so keys made from content cannot grow it.
  const plain = new Map<string, string>();
  return (key, params) => {
    if (params) return translate(key, params);
    const known = plain.get(key);
    if (known !== undefined) return known;
    const text = translate(key);
    if (text !== key) plain.set(key, text);
    return text;
  };
}
