import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { base64url } from '../../core/encoding/bytes';
import { errorMessage } from '../../core/error-message';
import { type FormId, formIds, offersForm } from '../../core/forms/offered';
import { readXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import type { AppEnv } from '../env';
import { CrossSiteRefused, TooManyRequests, XsrfRefused } from '../errors';
import { log } from '../ops/log';
import { providerFetch } from './providers';
import { verifyCaptcha } from './siteverify';

// What a post must pass besides its fields (docs/product/forms.md#the-post): it comes from the site's
// own pages, a script's post echoes the XSRF cookie, the client is within the rate limit, and a form
// behind a captcha carries a token the provider accepts.

/**
 * A post counts only when the browser says it comes from this site's own pages: Sec-Fetch-Site
 * where the browser sends it, else Origin. A post with neither is refused too: every browser that
 * can be made to post cross-site sends one of them, and failing closed costs only odd clients.
 */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) {
    if (fetchSite === 'same-origin') return;
    throw new CrossSiteRefused(`Sec-Fetch-Site: ${fetchSite}`);
  }
  const origin = c.req.header('origin');
  if (origin === undefined) throw new CrossSiteRefused('neither Sec-Fetch-Site nor Origin');
  if (origin !== new URL(c.req.url).origin) throw new CrossSiteRefused(`Origin: ${origin}`);
}

function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Readable by the page's scripts (no HttpOnly: they copy it into the header), sent only to this
 * site (SameSite=Strict), for the browser session, and only over HTTPS: browsers count `localhost`
 * and its subdomains as secure, so local runs over plain HTTP keep it.
 */
function setCookie(): string {
  return `${XSRF_COOKIE}=${newToken()}; Path=/; SameSite=Strict; Secure`;
}

/**
 * Hands the token to browsers that lack it, on the HTML pages of a site with forms. Mounted outside
 * the page cache, so a stored page never carries anyone's cookie.
 */
export const xsrfCookieMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
  if (readXsrfCookie(c.req.header('cookie'))) return;
  const { config } = c.var.site;
  if (!formIds.some((form) => offersForm(config, form))) return;
  c.res.headers.append('Set-Cookie', setCookie());
});

const encoder = new TextEncoder();

/** Both have the token's fixed, public length; the bytes are compared without leaking where they differ. */
function sameToken(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.byteLength === y.byteLength && crypto.subtle.timingSafeEqual(x, y);
}

/** A script's post must echo the cookie in the header; a refusal carries a fresh cookie to retry with. */
export function assertXsrfToken(c: Context<AppEnv>): void {
  const cookie = readXsrfCookie(c.req.header('cookie'));
  const header = c.req.header(XSRF_HEADER);
  if (cookie && header && sameToken(header, cookie)) return;
  throw new XsrfRefused(setCookie());
}

/** The binding's window (wrangler.toml [[ratelimits]] simple.period): the longest a refused client waits. */
const PERIOD_SECONDS = 60;

/**
 * Counts the post against its client (Cloudflare's connecting IP), site and form. If the limiter
 * itself fails the post goes through: it only ever slows abuse, and a visitor must not pay for it.
 */
export async function limitRate(c: Context<AppEnv>, form: FormId): Promise<void> {
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  let allowed = true;
  try {
    ({ success: allowed } = await c.env.FORM_RATE_LIMIT.limit({ key: `${c.var.site.config.id}:${form}:${client}` }));
  } catch (error) {
    log('warn', 'forms.rate_limit_unavailable', { message: errorMessage(error) });
  }
  if (!allowed) throw new TooManyRequests(PERIOD_SECONDS);
}

/** After validation, so an invalid form never spends the visitor's single-use token. */
export function passesCaptcha(c: Context<AppEnv>, token: string): Promise<boolean> {
  const { config } = c.var.site;
  return verifyCaptcha({
    settings: config.forms.captcha,
    secret: c.var.secrets.captchaSecret,
    token,
    remoteIp: c.req.header('cf-connecting-ip'),
    send: providerFetch(c.env, c.var.environment),
  });
}
