import { Hono } from 'hono';
import { previewMiddleware } from '../content';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { onError } from '../on-error';
import { localeMiddleware } from '../preferences/locale-middleware';
import { securityMiddleware } from '../render/security-middleware';
import { routingMiddleware } from '../routing/routing-middleware';
import { siteMiddleware } from '../tenancy/site-middleware';
import { pageHandler } from './page-handler';

/** Test-only: the page pipeline in the order the worker mounts it, ending in pageHandler. */
export function pagesApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityMiddleware);
  app.use(siteMiddleware);
  app.use(previewMiddleware);
  app.use(routingMiddleware);
  app.use(localeMiddleware);
  app.get('*', pageHandler);
  app.notFound(() => {
    throw new NotFound();
  });
  app.onError(onError);
  return app;
}
