import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { formIds, offersForm } from '../../core/forms/offered';
import { readXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import type { AppEnv } from '../env';
import { XsrfRefused } from '../errors';

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
