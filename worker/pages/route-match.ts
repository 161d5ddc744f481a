import type { Context } from 'hono';
import type { RouteMatch } from '../../core/routes/types';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';

/** The route the routing middleware matched; a page handler reached without one is a 404. */
export function routeMatch(c: Context<AppEnv>): RouteMatch {
  const match = c.get('route');
  if (!match) throw new NotFound(new URL(c.req.url).pathname);
  return match;
}
