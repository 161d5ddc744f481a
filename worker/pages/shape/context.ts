import type { Locale } from '../../../core/i18n/locales';
import { buildRouteTable } from '../../../core/routes';
import type { Context } from 'hono';
import type { RouteTable } from '../../../core/routes/types';
import type { SiteConfig } from '../../../core/site-config';
import type { Translate } from '../../../ui/components/text';
import type { AppEnv } from '../../env';
import { translator } from '../translator';

/** What shaping content into view models needs to know about the request. */
export interface ShapeContext {
  config: SiteConfig;
  locale: Locale;
  table: RouteTable;
  t: Translate;
  now: Date;
}

export function shapeContext(c: Context<AppEnv>, now = new Date()): ShapeContext {
  const config = c.get('site').config;
  const locale = c.get('locale') ?? config.defaultLocale;
  return { config, locale, table: buildRouteTable(config), t: translator(config, locale), now };
}
