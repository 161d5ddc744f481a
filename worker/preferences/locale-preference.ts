import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { matchPath, pathFor, type RouteTable } from '../../core/routes';
import type { SiteConfig } from '../../core/site-config';
import type { AppEnv } from '../env';
import { InvalidInput } from '../errors';
import { LOCALE_COOKIE, type Locale } from './resolve-locale';

const ONE_YEAR = 365 * 24 * 60 * 60;

function bodySchema(config: SiteConfig) {
  const ids = config.locales.map((locale) => locale.id);
  return z.object({
    locale: z.string({ error: `locale: required, one of ${ids.join(', ')}` }).refine((value) => ids.includes(value as Locale), {
      message: `locale: must be one of ${ids.join(', ')}`,
    }),
  });
}

async function readBody(c: Context<AppEnv>): Promise<{ json: boolean; body: unknown }> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return { json: true, body: await c.req.json() };
    } catch {
      throw new InvalidInput('locale', 'locale: the body is not valid JSON');
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return { json: false, body: Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === 'string')) };
  }
  throw new InvalidInput('locale', 'locale: send a form or a JSON body');
}

/**
 * Where to send the visitor back: the Referer's path on this host, moved to the path the chosen
 * language uses when the page has one (a Spanish alias and its English route), else '/'.
 */
export function returnPath(table: RouteTable, requestUrl: URL, referer: string | undefined, locale: Locale): string {
  if (!referer) return '/';
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return '/';
  }
  if (from.host !== requestUrl.host) return '/';
  from.searchParams.delete('locale');
  const match = matchPath(table, from.pathname);
  const path = match?.kind === 'route' ? (pathFor(table, match.route.name, match.params, { locale }) ?? from.pathname) : from.pathname;
  return `${path}${from.search}${from.hash}`;
}

/** POST /preferences/locale: form or JSON {locale}; sets the cookie, 303 back (forms) or 204 (JSON). */
export async function localePreferenceHandler(c: Context<AppEnv>): Promise<Response> {
  const { config, table } = c.var.site;
  const { json, body } = await readBody(c);
  const parsed = bodySchema(config).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidInput('locale', issue.message.startsWith('locale:') ? issue.message : `locale: ${issue.message}`);
  }
  const locale = parsed.data.locale as Locale;
  const url = new URL(c.req.url);
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', httpOnly: true, secure: url.protocol === 'https:' });
  c.header('Cache-Control', 'no-store');
  if (json) return c.body(null, 204);
  return c.redirect(returnPath(table, url, c.req.header('referer'), locale), 303);
}
