import type { Locale } from '../../../core/i18n/locales';
import type { Context } from 'hono';
import type { RouteTable } from '../../../core/routes/types';
import type { SiteConfig } from '../../../core/site-config';
import type { Translate } from '../../../ui/components/text';
import type { AppEnv } from '../../env';
import { translator } from '../translator';

/** What making view models of content needs to know about the request. (Wire shapes are core/content-shapes.ts.) */
export interface ModelContext {
  config: SiteConfig;
  locale: Locale;
  table: RouteTable;
  t: Translate;
  now: Date;
}

export function modelContext(c: Context<AppEnv>, now = new Date()): ModelContext {
  const { site: { config, table }, locale } = c.var;
  return { config, locale, table, t: translator(config, locale), now };
}
