import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { captchaForms, captchaWidget } from '../../core/forms/captcha-widget';
import { formOnRoute } from '../../core/forms/offered';
import type { SiteConfig } from '../../core/site-config';
import type { RouteMatch } from '../../core/routes/types';
import { analyticsId } from './analytics';
import { securityHeaders } from './security-headers';

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
