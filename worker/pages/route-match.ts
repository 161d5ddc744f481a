import type { Context } from 'hono';
import type { RouteMatch } from '../../core/routes/types';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';

/** The route the routing middleware matched; a page handler reached without one is a 404. */
export function routeMatch(c: Context<AppEnv>): RouteMatch {
  const match = (c.var as { route?: unknown }).route as RouteMatch | { kind: string } | null | undefined;
  if (!match || match.kind !== 'route') throw new NotFound(new URL(c.req.url).pathname);
  return match as RouteMatch;
}

/** The request's query string, kept across redirects (routing does the same for its redirects). */
export function withQuery(c: Context<AppEnv>, path: string): string {
  const { search } = new URL(c.req.url);
  return `${path}${search}`;
}
