import type { Locale } from '../../core/i18n/locales';
import { isMessageKey, t } from '../../core/i18n/t';
import type { SiteConfig } from '../../core/site-config';
import type { Translate } from '../../ui/components/text';

/** Route order label keys are snake_case ('order_title_asc'); the messages table says 'order.titleAsc'. */
function messageKeyOf(key: string): string {
  if (!key.startsWith('order_')) return key;
  return `order.${key.slice('order_'.length).replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}`;
}

/** Interface strings for a page: the site's own wording first, then the shared messages table. */
export function translator(config: SiteConfig, locale: Locale): Translate {
  const wording = config.wording[locale];
  return (key, params) => {
    const own = Object.hasOwn(wording, key) ? wording[key] : undefined;
    if (own) return own;
    const messageKey = messageKeyOf(key);
    return isMessageKey(messageKey) ? t(locale, messageKey, params) : key;
  };
}
