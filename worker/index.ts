import { Hono } from 'hono';
import { mediaProxy, previewMiddleware } from './content';
import type { AppEnv } from './env';
import { NotFound } from './errors';
import { FEATURES_ROUTE, featuresHandler } from './feeds/features';
import { robotsHandler } from './feeds/robots';
import { sitemapHandler } from './feeds/sitemap';
import { newsletterHandler } from './forms/newsletter';
import { onError } from './on-error';
import { benchRenderHandler } from './ops/bench';
import { healthz } from './ops/healthz';
import { pageHandler } from './pages/page-handler';
import { searchHandler } from './pages/search';
import { localeMiddleware } from './preferences/locale-middleware';
import { localePreferenceHandler } from './preferences/locale-preference';
import { ASSET_PATHS, assetsHandler } from './render/assets-handler';
import { notEmbeddableMiddleware } from './render/not-embeddable';
import { pageCacheMiddleware } from './render/page-cache';
import { securityMiddleware } from './render/security-middleware';
import { themeCssHandler } from './render/theme-css';
import { registerThemedErrorPages } from './render/themed-errors';
import { routingMiddleware } from './routing/routing-middleware';
import { siteMiddleware } from './tenancy/site-middleware';

registerThemedErrorPages();

const app = new Hono<AppEnv>();

// Security headers wrap everything; the site is resolved before any cache, asset or content call.
app.use(securityMiddleware);
app.use(siteMiddleware);

app.get('/healthz', healthz);
for (const path of ASSET_PATHS) app.get(path, assetsHandler);
app.get('/media/*', mediaProxy);
app.get('/theme.css', themeCssHandler);
app.get('/robots.txt', robotsHandler);
app.get('/sitemap.xml', sitemapHandler);
app.get('/__bench/render', benchRenderHandler((request, env, ctx) => app.fetch(request, env, ctx)));

app.use(previewMiddleware);
app.post('/preferences/locale', localePreferenceHandler);

app.use(routingMiddleware);
app.use(localeMiddleware);
app.post('/forms/newsletter', newsletterHandler);
app.get('/search', searchHandler);
app.get(FEATURES_ROUTE, featuresHandler);
app.use(notEmbeddableMiddleware);
app.use(pageCacheMiddleware);
app.get('*', pageHandler);

app.notFound(() => {
  throw new NotFound();
});
app.onError(onError);

export default app;
