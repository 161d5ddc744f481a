import { Hono } from 'hono';
import { admin } from './admin/routes';
import { embedData, recordLookup } from './api/records';
import { createEntry } from './api/create-entry';
import { listEntries } from './api/entries';
import { authenticate } from './auth';
import { environmentMiddleware, type ServiceEnv } from './env';
import { GeoApiError } from '../core/geo-api-error';
import { ApiError, ImportInvalid } from './errors';
import { geo } from './geo';
import { serveMedia } from './media';
import { pickLocale } from './store/locale';

// The embedded content service: the hosted content API's wire contract (docs/product/content-api.md) over D1.

const app = new Hono<ServiceEnv>();

app.onError((error, c) => {
  if (error instanceof ApiError) return c.json({ error: { id: error.id, data: error.data } }, error.status);
  if (error instanceof GeoApiError) return c.json({ error: { code: error.code, info: error.info, type: error.type } }, error.status);
  if (error instanceof ImportInvalid) return c.json({ error: { id: 'invalid_import', data: { path: error.path, message: error.detail } } }, 400);
  console.error(JSON.stringify({ level: 'error', service: 'content-service', path: new URL(c.req.url).pathname, message: String(error) }));
  return c.json({ error: { id: 'internal_error', data: null } }, 500);
});

app.use(environmentMiddleware);

app.notFound((c) => c.json({ error: { id: 'not_found', data: { path: new URL(c.req.url).pathname } } }, 404));

app.get('/healthz', (c) => c.json({ ok: true, service: 'content-service' }));
app.route('/_admin', admin);
app.route('/', geo);
app.get('/media/:project/:file', serveMedia);

const api = new Hono<ServiceEnv>();

/** Writes are single entries; anything larger is refused before it is parsed or verified. */
const MAX_BODY_BYTES = 256 * 1024;

api.use('*', async (c, next) => {
  const project = c.req.param('project')!;
  let body: unknown;
  let bodyText: string | undefined;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', { limit: MAX_BODY_BYTES });
    const text = await c.req.text();
    if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', { limit: MAX_BODY_BYTES });
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'invalid_request', 'Body is not valid JSON');
      }
      bodyText = text;
    }
  }
  await authenticate({ project, authorization: c.req.header('authorization') ?? null, body, bodyText, nowMs: Date.now() }, c.var.environment.projectKeys);
  c.set('project', project);
  c.set('body', body);
  c.set('locale', pickLocale(c.req.query('locale'), c.req.header('accept-language')));
  await next();
});

api.get('/entries', listEntries);
api.post('/entries', createEntry);
api.get('/elements', recordLookup('elements'));
api.get('/contacts', recordLookup('contacts'));
api.get('/embed/data', embedData);

app.route('/:project/v1', api);

export default app;
