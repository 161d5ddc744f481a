import type { Locale } from './i18n/locales';
import type { SiteConfig } from './site-config';

/** The site's name in a language: its `site_name` wording for that locale, else its one name. */
export function siteName(config: Pick<SiteConfig, 'name' | 'wording'>, locale: Locale): string {
  return config.wording[locale]?.site_name?.trim() || config.name;
}
