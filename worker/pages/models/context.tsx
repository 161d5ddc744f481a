import type { Locale } from '../../../core/i18n/locales';
import type { Context } from 'hono';
import type { RouteTable } from '../../../core/routes/types';
import type { SiteConfig } from '../../../core/site-config';
import { type Translate, TextProvider } from '../../../ui/components/text';
import type { AppEnv } from '../../env';
import { translator } from './translator';
import type { ReactNode } from 'react';

/** What shaping content into view models needs to know about the request. */
export interface ModelContext {
  config: SiteConfig;
  locale: Locale;
  table: RouteTable;
  t: Translate;
  now: Date;
}

export function modelContext(c: Context<AppEnv>, now = new Date()): ModelContext {
  const {
    site: { config, table },
    locale,
  } = c.var;
  return { config, locale, table, t: translator(config, locale), now };
}

/** Every view renders inside the request's interface strings. */
export function withText(ctx: ModelContext, view: ReactNode): ReactNode {
  return <TextProvider t={ctx.t}>{view}</TextProvider>;
}
