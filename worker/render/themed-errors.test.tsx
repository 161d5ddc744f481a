import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidInput, NotFound } from '../errors';
import { onError } from '../on-error';
import { localeMiddleware } from '../preferences/locale-middleware';
import { pageApp, send } from './testing/page-app';
import { registerThemedErrorPages } from './themed-errors';
import { seedDemoContent } from '../../content-service/testing/seed';

function app() {
  const a = pageApp('islands');
  a.use(localeMiddleware);
  a.get('/missing', () => {
    throw new NotFound();
  });
  a.get('/bad', () => {
    throw new InvalidInput('page', 'page: must be a number');
  });
  a.get('/crash', () => {
    throw new TypeError('secret internals at line 42');
  });
  a.onError(onError);
  return a;
}

describe('themed error pages', () => {
  beforeAll(() => seedDemoContent(env, ['islands', 'canal-trail']));

  beforeAll(() => registerThemedErrorPages());

  it('renders a 404 inside the site layout, not stored, not indexed', async () => {
    const res = await send(app(), 'http://islands.localhost/missing', {});
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Page not found · Island Guide</title>');
    expect(html).toContain('<div class="top"');
    expect(html).toContain('<footer class="bottom"');
    expect(html).toContain('The page you are looking for could not be found.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('speaks the visitor\'s language', async () => {
    const html = await (await send(app(), 'http://islands.localhost/missing', { headers: { cookie: 'locale=es' } })).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Página no encontrada');
  });

  it('shows a 500 with the generic message and never the internals', async () => {
    const res = await send(app(), 'http://islands.localhost/crash', {});
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('There was a problem processing your request. Please try again later.');
    expect(html).not.toContain('secret internals');
  });

  it('keeps the field-naming message of a 400, and JSON callers still get JSON', async () => {
    const html = await (await send(app(), 'http://islands.localhost/bad', {})).text();
    expect(html).toContain('page: must be a number');
    const json = await send(app(), 'http://islands.localhost/bad', { headers: { accept: 'application/json' } });
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json.json<{ error: { message: string } }>()).error.message).toBe('page: must be a number');
  });
});
