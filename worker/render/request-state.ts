import type { Context } from 'hono';
import type { AppEnv } from '../env';

// The route variable is set by the routing middleware, which may not have run: a page renders without it.
function variable(c: Context<AppEnv>, name: string): unknown {
  return (c.var as Record<string, unknown>)[name];
}

export function requestLocale(c: Context<AppEnv>): 'en' | 'es' {
  return c.get('locale') ?? c.get('site').config.defaultLocale;
}

/** Preview counts only when the preview middleware validated a token and said so. */
export function isPreview(c: Context<AppEnv>): boolean {
  return c.get('preview') === true;
}

/** The matched route's own locale (a Spanish alias serves Spanish) and name, when routing ran. */
export function matchedRoute(c: Context<AppEnv>): { name?: string; path?: string; locale?: 'en' | 'es' } | undefined {
  const match = variable(c, 'route') as { kind?: string; route?: { name?: unknown; path?: unknown; locale?: unknown } } | undefined;
  if (match?.kind !== 'route' || !match.route) return undefined;
  const { name, path, locale } = match.route;
  return {
    name: typeof name === 'string' ? name : undefined,
    path: typeof path === 'string' ? path : undefined,
    locale: locale === 'en' || locale === 'es' ? locale : undefined,
  };
}
