import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as z from 'zod';
import { firstIssue } from '../../core/first-issue';
import { matchPath, pathFor, type RouteTable } from '../../core/routes';
import { keptPatterns } from '../route-patterns';
import type { SiteConfig } from '../../core/site-config';
import type { AppEnv } from '../env';
import { InvalidInput } from '../errors';
import { readFormBody } from '../forms/fields';
import { wantsJson } from '../wants-json';
import { isLocale, type Locale } from '../../core/i18n/locales';

export type { Locale };

export const LOCALE_COOKIE = 'locale';

export interface LocaleInputs {
  /** Locale ids the site offers; the first listed is not assumed to be the default. */
  offered: readonly string[];
  defaultLocale: Locale;
  /** A path that serves one language by itself (a route alias of that language, such as /sobre or /es). */
  routeLocale?: Locale;
  /** ?locale= on the URL: what hreflang alternates link to. */
  query?: string | null;
  cookie?: string | null;
}

const offeredLocale = (value: string | null | undefined, offered: readonly string[]): Locale | undefined => (isLocale(value) && offered.includes(value) ? value : undefined);

/** Route locale, then the URL's ?locale=, then the locale cookie, then the site default. */
export function resolveLocale(inputs: LocaleInputs): Locale {
  return offeredLocale(inputs.routeLocale, inputs.offered) ?? offeredLocale(inputs.query, inputs.offered) ?? offeredLocale(inputs.cookie, inputs.offered) ?? inputs.defaultLocale;
}

const ONE_YEAR = 365 * 24 * 60 * 60;

function bodySchema(config: SiteConfig) {
  const ids = config.locales.map((locale) => locale.id);
  return z.object({
    locale: z.string({ error: `locale: required, one of ${ids.join(', ')}` }).refine((value) => ids.includes(value as Locale), {
      message: `locale: must be one of ${ids.join(', ')}`,
    }),
  });
}

/**
 * Where to send the visitor back: the Referer's path on this host, moved to the path the chosen
 * language uses when the page has one (a route's alias in that language, or the route itself), else '/'.
 */
function returnPath(table: RouteTable, requestUrl: URL, referer: string | undefined, locale: Locale): string {
  if (!referer) return '/';
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return '/';
  }
  if (from.host !== requestUrl.host) return '/';
  from.searchParams.delete('locale');
  const match = matchPath(table, from.pathname, keptPatterns);
  const path = match?.kind === 'route' ? (pathFor(table, match.route.name, match.params, { locale }) ?? from.pathname) : from.pathname;
  return `${path}${from.search}${from.hash}`;
}

/**
 * POST /preferences/locale: the language switcher's form, or a script's JSON {locale}, read as strictly
 * as any form post; sets the cookie, then 303 back (a browser) or 204 (a script).
 */
export async function localePreferenceHandler(c: Context<AppEnv>): Promise<Response> {
  const { config, table } = c.var.site;
  const parsed = bodySchema(config).safeParse(Object.fromEntries(await readFormBody(c)));
  if (!parsed.success) {
    const { message } = firstIssue(parsed.error);
    throw new InvalidInput('locale', message.startsWith('locale:') ? message : `locale: ${message}`);
  }
  const locale = parsed.data.locale as Locale;
  const url = new URL(c.req.url);
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', httpOnly: true, secure: true });
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) return c.body(null, 204);
  return c.redirect(returnPath(table, url, c.req.header('referer'), locale), 303);
}
