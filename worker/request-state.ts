import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { mapOrigins } from '../core/map/map-origins';
import { calendarPath, cardPath, downloadPath, matchPath, type RouteMatch, staticMapPath } from '../core/routes';
import { keptPatterns } from './route-patterns';
import { createSiteContent, hasValidPreview } from './content';
import type { AppEnv } from './env';
import { readGenerations, CONTENT_SCOPES, pageScopes } from './ops/purge/generations';
import { timedContent } from './ops/observe';
import { LOCALE_COOKIE, resolveLocale } from './preferences/locale';
import { withSearch } from '../core/query-string';

const REDIRECTABLE = new Set(['GET', 'HEAD']);

/** The map page, an index with a map tab (or its split initial tab), a detail page (its entry's features). */
function canShowMap(match: RouteMatch): boolean {
  if (match.route.view === 'index') return (match.route.meta.tabs ?? []).some((tab) => tab === 'map' || tab === 'initial');
  return match.route.view === 'detail';
}

/**
 * After the site middleware, the one place each request fact is derived: preview (a valid token),
 * the route (a page's download, calendar, share card or static map is matched as its page), the site's redirects (GET and
 * HEAD only, so a form post is never bounced; query kept), the language, the content client that
 * follows from them, and the purge generations its caches key on. Everything downstream reads
 * `c.var`. A preview answer is never stored and never indexed.
 */
export const requestStateMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { config, table } = c.var.site;
  const url = new URL(c.req.url);
  const download = downloadPath(url.pathname) ?? calendarPath(url.pathname) ?? cardPath(url.pathname) ?? staticMapPath(url.pathname);
  const match = matchPath(table, download?.pagePath ?? url.pathname, keptPatterns);
  if (match?.kind === 'redirect' && !download && REDIRECTABLE.has(c.req.method)) return c.redirect(withSearch(match.location, url.search), match.status);
  const route = match?.kind === 'route' ? match : null;
  const preview = await hasValidPreview(c);
  const locale = resolveLocale({
    offered: config.locales.map((item) => item.id),
    defaultLocale: config.defaultLocale,
    routeLocale: route?.route.locale,
    query: url.searchParams.get('locale'),
    cookie: getCookie(c, LOCALE_COOKIE),
  });
  c.set('route', route);
  // Before the page streams (its headers leave before its body knows what it holds), and for cached pages too.
  if (route && canShowMap(route)) c.set('mapHosts', mapOrigins(config.map));
  c.set('preview', preview);
  c.set('locale', locale);
  const generations = await readGenerations(c.env.CACHE_GENERATIONS, config.id, preview ? [] : [...pageScopes(route), ...CONTENT_SCOPES]);
  c.set('generations', generations);
  const generation = preview ? undefined : generations.of(CONTENT_SCOPES);
  const content = createSiteContent({
    env: c.env,
    environment: c.var.environment,
    config,
    locale,
    preview,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    ...(generation ? { generation } : {}),
  });
  c.set('content', timedContent(content, c.var.metrics));
  await next();
  if (!preview) return;
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex');
});
