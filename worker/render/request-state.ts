import type { Locale } from '../../core/i18n/locales';
import type { Context } from 'hono';
import type { AppEnv } from '../env';

export function requestLocale(c: Context<AppEnv>): Locale {
  return c.get('locale') ?? c.get('site').config.defaultLocale;
}

/** Preview counts only when the preview middleware validated a token and said so. */
export function isPreview(c: Context<AppEnv>): boolean {
  return c.get('preview') === true;
}

export interface MatchedRoute {
  name: string;
  params: Record<string, string>;
  /** Set on paths that serve one language by themselves (a Spanish alias). */
  locale?: Locale;
}

/** The route the routing middleware matched; absent where it did not run (feeds, tests). */
export function matchedRoute(c: Context<AppEnv>): MatchedRoute | undefined {
  const match = c.get('route');
  if (!match) return undefined;
  return { name: match.route.name, params: match.params, ...(match.route.locale ? { locale: match.route.locale } : {}) };
}
