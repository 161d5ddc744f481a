import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../errors';
import { gateContent, removeContentGate } from '../../test/support/content-gate';
import { siteZone } from '../../test/support/worker-fetch';

// Failures as visitors meet them, through the worker as deployed: in the site's layout and language.

const zone = siteZone('errors');
const SECRET = 'secret internals at line 42';

const localeForm = (locale: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ locale }).toString(),
});

beforeAll(() => zone.register(['islands']), 60_000);
afterEach(removeContentGate);

describe('themed error pages', () => {
  it('renders a 404 inside the site layout, not stored, not indexed', async () => {
    const res = await zone.fetch('islands', '/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Page not found · Island Guide</title>');
    expect(html).toContain('<div class="top"');
    expect(html).toContain('<footer class="bottom"');
    expect(html).toContain('The page you are looking for could not be found.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("speaks the visitor's language", async () => {
    const html = await (await zone.fetch('islands', '/entries/nada/no-such-entry', { headers: { cookie: 'locale=es' } })).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Página no encontrada');
  });

  it('shows a failing content service with its own message and never the internals', async () => {
    gateContent(async () => Response.json({ error: { id: 'internal_error', data: SECRET } }, { status: 500 })).open();
    const res = await zone.fetch('islands', '/entries/some-title/entry-never-cached');
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain('This guide is briefly unavailable while we reach our content service. Please try again in a minute.');
    expect(html).not.toContain(SECRET);
  });

  it('gives any other failure the generic message and a 500', () => {
    // No route throws an untyped error on purpose; this is the text onError gives one.
    expect(errorText(new TypeError(SECRET), 'en')).toEqual({
      status: 500,
      title: expect.any(String),
      message: 'There was a problem processing your request. Please try again later.',
    });
  });

  it('keeps the field-naming message of a 400, and JSON callers still get JSON', async () => {
    const page = await zone.fetch('islands', '/preferences/locale', localeForm('fr'));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('locale: must be one of en, es');
    expect(html).toContain('<footer class="bottom"');
    const json = await zone.fetch('islands', '/preferences/locale', localeForm('fr', { accept: 'application/json' }));
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json.json<{ error: { message: string } }>()).error.message).toBe('locale: must be one of en, es');
  });
});
