import { createMiddleware } from 'hono/factory';
import { t } from '../../core/i18n/t';
import { NotEmbeddable } from '../../ui/errors/NotEmbeddable';
import type { AppEnv } from '../env';
import { renderPage } from './render-page';
import { requestLocale } from './request-state';

const FRAME_DESTINATIONS = new Set(['iframe', 'frame']);

/**
 * SPEC.md 2.6: inside a frame, any route but the embed route shows 'not embeddable'. Browsers block
 * framed pages outright (frame-ancestors 'none'), so a framed navigation (Sec-Fetch-Dest) gets this
 * small page instead: it may be framed because it holds nothing but the message and a link out.
 */
export const notEmbeddableMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const match = c.get('route');
  const framed = FRAME_DESTINATIONS.has(c.req.header('sec-fetch-dest') ?? '');
  if (!framed || c.req.method !== 'GET' || !match || match.route.view === 'embed') return next();
  const locale = requestLocale(c);
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
    frameable: true,
    bare: true,
  });
  res.headers.set('Vary', 'Sec-Fetch-Dest');
  return res;
});
