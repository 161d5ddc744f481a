import type { Locale } from '../../core/i18n/locales';
import { isMessageKey, t } from '../../core/i18n/t';
import type { SiteConfig } from '../../core/site-config';
import type { Translate } from '../../ui/components/text';

/** Interface strings for a page: the site's own wording first, then the shared messages table. */
export function translator(config: SiteConfig, locale: Locale): Translate {
  const wording = config.wording[locale];
  return (key, params) => {
    const own = Object.hasOwn(wording, key) ? wording[key] : undefined;
    if (own) return own;
    return isMessageKey(key) ? t(locale, key, params) : key;
  };
}
