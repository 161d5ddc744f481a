import { OFFLINE_PAGE_PATH, SAVED_GUIDES_PATH } from '../core/app/offline-paths';
import { offlinePageHandler, savedGuidesHandler, SERVICE_WORKER_PATH, serviceWorkerHandler, WEB_MANIFEST_PATH, webManifestHandler } from './app/offline';
import { mediaProxy } from './content';
import { environmentMiddleware } from './env';
import { NotFound } from './errors';
import { honoApp } from './hono-app';
import { calendarFeeds } from './feeds/calendar';
import { shareCards } from './cards/share-cards';
import { featureDownloads } from './feeds/features';
import { oembedHandler } from './feeds/oembed';
import { robotsHandler, sitemapHandler } from './feeds/sitemap';
import { formPostHandler } from './forms/post';
import { xsrfCookieMiddleware } from './forms/protections';
import { onError } from './on-error';
import { contentHealthHandler, healthz } from './ops/content-health/handler';
import { observeMiddleware } from './ops/observe';
import { purgeHandler } from './ops/purge/handler';
import { pageHandler } from './pages/page-handler';
import { searchHandler } from './pages/search';
import { mapRoutes } from './map/routes';
import { staticMaps } from './map/static-map';
import { localePreferenceHandler } from './preferences/locale';
import { ASSET_PATHS, assetsHandler } from './render/assets';
import { framingMiddleware } from './render/framing';
import { pageCacheMiddleware } from './render/page-cache';
import { type PageRenderer, renderPage } from './render/render-page';
import { securityMiddleware } from './render/security';
import { themeCssHandler } from './render/theme-css';
import { requestStateMiddleware } from './request-state';
import { siteMiddleware } from './tenancy/resolve-site';

export interface AppOptions {
  /** How pages become answers: the product streams them; the bench compares renderers. */
  render?: PageRenderer;
  /** The full-page cache; the bench measures rendering with it off. */
  pageCache?: boolean;
}

/** The worker's app: middleware order, mounting and the one error path. */
export function createApp({ render = renderPage, pageCache = true }: AppOptions = {}) {
  const app = honoApp();

  // Every request is observed, errors included; nothing runs on an environment that does not parse;
  // security headers wrap everything; the site is resolved before any cache, asset or content call.
  app.use(observeMiddleware);
  app.use(environmentMiddleware);
  app.use(securityMiddleware);
  app.use(siteMiddleware);

  app.get('/healthz', healthz);
  app.post('/__ops/purge', purgeHandler);
  for (const path of ASSET_PATHS) app.get(path, assetsHandler);
  app.get('/media/*', mediaProxy);
  app.get('/theme.css', themeCssHandler);
  app.get(SERVICE_WORKER_PATH, serviceWorkerHandler);
  app.get('/robots.txt', robotsHandler);
  app.route('/map', mapRoutes);

  app.use(requestStateMiddleware);
  app.get(WEB_MANIFEST_PATH, webManifestHandler);
  // Outside the page cache: a stored page never carries a visitor's token.
  app.use(xsrfCookieMiddleware);
  app.get('/sitemap.xml', sitemapHandler);
  app.post('/preferences/locale', localePreferenceHandler);
  app.post('/forms/:form', formPostHandler);
  app.get('/search', searchHandler);
  app.get(OFFLINE_PAGE_PATH, offlinePageHandler);
  app.get(SAVED_GUIDES_PATH, savedGuidesHandler);
  app.get('/oembed', oembedHandler);
  app.get('/__ops/content-health', contentHealthHandler);
  app.get('*', featureDownloads);
  app.get('*', calendarFeeds);
  app.get('*', shareCards);
  app.use(framingMiddleware);
  if (pageCache) app.use(pageCacheMiddleware);
  app.get('*', staticMaps);
  app.get('*', pageHandler(render));

  app.notFound(() => {
    throw new NotFound();
  });
  app.onError(onError);
  return app;
}
