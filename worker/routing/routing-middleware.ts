import { createMiddleware } from 'hono/factory';
import { buildRouteTable } from '../../core/routes/build-table';
import { matchPath } from '../../core/routes/match';
import type { AppEnv } from '../env';

/** Appends the request's query to a redirect target, which may carry a query of its own. */
export function withQuery(location: string, search: string): string {
  if (!search || search === '?') return location;
  return `${location}${location.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}`;
}

/**
 * After the site middleware: answers the site's redirects (query string kept) and hands the
 * matched route to the page handlers as c.get('route'). Paths that match nothing pass through
 * untouched (feeds, forms, /healthz), and only GET and HEAD are redirected so form posts are
 * never bounced.
 */
export const routingMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  const match = matchPath(buildRouteTable(c.get('site').config), url.pathname);
  if (match?.kind === 'redirect') return c.redirect(withQuery(match.location, url.search), match.status);
  if (match) c.set('route', match);
  await next();
});
