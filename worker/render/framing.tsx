import { createMiddleware } from 'hono/factory';
import { t } from '../../core/i18n/t';
import { NotEmbeddable } from '../../ui/errors/ErrorView';
import type { AppEnv } from '../env';
import { renderPage } from './render-page';

const FRAME_DESTINATIONS = new Set(['iframe', 'frame']);

/**
 * docs/product/menus-and-layout.md#framing-and-embeds, the one place that decides framing: the embed route is the only one another site may
 * frame (its frame-ancestors from the site config), whether it is rendered or served from the page
 * cache. Any other route inside a frame shows 'not embeddable': browsers block framed pages outright
 * (frame-ancestors 'none'), so a framed navigation (Sec-Fetch-Dest) gets this small page instead; it
 * may be framed because it holds nothing but the message and a link out.
 */
export const framingMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { route, locale, site } = c.var;
  if (!route || c.req.method !== 'GET') return next();
  if (route.route.view === 'embed') {
    c.set('frameAncestors', site.config.embed.frameAncestors);
    return next();
  }
  if (!FRAME_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? '')) return next();
  c.set('frameAncestors', site.config.embed.frameAncestors);
  const res = await renderPage(c, {
    head: { title: t(locale, 'error.notEmbeddableTitle'), noindex: true },
    body: (
      <NotEmbeddable
        title={t(locale, 'error.notEmbeddableTitle')}
        message={t(locale, 'not_embeddable')}
        open={{ href: c.req.url, label: t(locale, 'error.openPage'), newTab: t(locale, 'layout.opensInNewTab') }}
      />
    ),
    status: 403,
    cache: 'none',
    bare: true,
  });
  res.headers.set('Vary', 'Sec-Fetch-Dest');
  return res;
});
