import { Hono } from 'hono';
import type { AppEnv } from './env';
import { NotFound } from './errors';
import { onError } from './on-error';
import { healthz } from './ops/healthz';
import { securityMiddleware } from './render/security-middleware';
import { siteMiddleware } from './tenancy/site-middleware';

const app = new Hono<AppEnv>();

app.use(securityMiddleware);
app.use(siteMiddleware);
app.get('/healthz', healthz);

app.notFound(() => {
  throw new NotFound();
});
app.onError(onError);

export default app;
