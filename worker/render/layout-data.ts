import type { Context } from 'hono';
import type { LayoutModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { requestLocale } from './request-state';

/** Everything the page chrome shows, resolved for this request. */
export async function layoutData(c: Context<AppEnv>): Promise<LayoutModel> {
  const { config } = c.get('site');
  const locale = requestLocale(c);
  return {
    locale,
    siteName: config.name,
    homeHref: '/',
    notices: [],
    primary: [],
    secondary: [],
    bottom: {
      links: [],
      contacts: [],
      social: [],
      locales: config.locales.length > 1 ? config.locales : [],
      newsletter: false,
      year: new Date().getUTCFullYear(),
    },
  };
}
