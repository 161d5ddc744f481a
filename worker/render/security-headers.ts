import { ANALYTICS_ORIGINS } from './analytics';

export interface SecurityOptions {
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

export function securityHeaders(options: SecurityOptions): Record<string, string> {
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
