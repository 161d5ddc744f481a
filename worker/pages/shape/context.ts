import type { Locale } from '../../../core/i18n/locales';
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
  const { site: { config, table }, locale } = c.var;
  return { config, locale, table, t: translator(config, locale), now };
}
