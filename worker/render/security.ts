import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { captchaForms, captchaWidget } from '../../core/forms/captcha-widget';
import { formOnRoute } from '../../core/forms/offered';
import type { SiteConfig } from '../../core/site-config';
import type { RouteMatch } from '../../core/routes/types';
import { analyticsId, ANALYTICS_ORIGINS } from './analytics';

interface SecurityOptions {
  /** The embed route is the only one that may be framed. */
  frameAncestors?: readonly string[];
  https: boolean;
  /** Extra image hosts a site configured (its image CDN); nothing else leaves the site's origin. */
  imageHosts?: readonly string[];
  /** A captcha widget's origins, on the pages of a form behind one: scripts and frames from there only. */
  widgetOrigins?: readonly string[];
  /** Hosts a page's map fetches from (core/map/map-origins.ts): only on pages that can show a map. */
  mapHosts?: readonly string[];
  /** The site's analytics tag runs on this page (its production host only): its origins are allowed. */
  analytics?: boolean;
}

/**
 * The one place that decides the security headers. script-src has no 'unsafe-inline' or 'unsafe-eval';
 * style attributes are allowed (style-src-attr) only because validated theme colours use them.
 */
function contentSecurityPolicy(options: SecurityOptions): string {
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'";
  const tag = (origins: readonly string[]) => (options.analytics ? origins : []);
  const images = ["'self'", 'data:', 'blob:', ...(options.imageHosts ?? []), ...tag(ANALYTICS_ORIGINS.img)].join(' ');
  // The widget's script and its frames come from the same origins.
  const widgetOrigins = options.widgetOrigins ?? [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...widgetOrigins, ...tag(ANALYTICS_ORIGINS.script)].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    ["connect-src 'self'", ...(options.mapHosts ?? []), ...tag(ANALYTICS_ORIGINS.connect)].join(' '),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    ["frame-src 'self'", ...widgetOrigins].join(' '),
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors}`,
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (!options.frameAncestors?.length) headers['X-Frame-Options'] = 'DENY';
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload';
  return headers;
}

/** The captcha widget's origins on the page of a form behind one; no other page may load it. */
function widgetOrigins(config: SiteConfig | undefined, route: RouteMatch | null | undefined): readonly string[] | undefined {
  if (!config || !route) return undefined;
  const form = formOnRoute(config, route.route.name);
  return form && captchaForms.includes(form) ? captchaWidget(config.forms.captcha).origins : undefined;
}

/** Runs outermost so every answer, error pages included, carries the same headers. */
export const securityMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === 'https:';
  // Unknown hosts have no site: their error page gets the strictest policy.
  const site = c.get('site');
  const config = site?.config;
  const widget = widgetOrigins(config, c.get('route'));
  const headers = securityHeaders({
    https,
    frameAncestors: c.get('frameAncestors'),
    imageHosts: config?.content.imageOrigins,
    mapHosts: c.get('mapHosts'),
    analytics: Boolean(analyticsId(site)),
    ...(widget ? { widgetOrigins: widget } : {}),
  });
  for (const [name, value] of Object.entries(headers)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
