import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { matchedRoute } from '../render/request-state';
import { LOCALE_COOKIE, resolveLocale } from './resolve-locale';

/** Sets c.get('locale'); runs after the site (and, when mounted, the routing) middleware. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { config } = c.get('site');
  c.set(
    'locale',
    resolveLocale({
      offered: config.locales.map((locale) => locale.id),
      defaultLocale: config.defaultLocale,
      routeLocale: matchedRoute(c)?.locale,
      query: c.req.query('locale'),
      cookie: getCookie(c, LOCALE_COOKIE),
    }),
  );
  await next();
});
