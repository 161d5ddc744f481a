import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { onError } from '../on-error';
import { pageApp, send } from '../render/testing/page-app';
import { localeMiddleware } from './locale-middleware';
import { localePreferenceHandler, returnPath } from './locale-preference';

function app(site = 'islands') {
  const a = pageApp(site);
  a.use(localeMiddleware);
  a.post('/preferences/locale', localePreferenceHandler);
  a.get('/whoami', (c) => c.text(c.get('locale') ?? 'unset'));
  a.onError(onError);
  return a;
}

const form = (locale: string, referer?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
  body: new URLSearchParams({ locale }).toString(),
});

describe('POST /preferences/locale', () => {
  it('sets the locale cookie from a form and redirects back (303) to the page it came from', async () => {
    const res = await send(app(), 'http://islands.localhost/preferences/locale', form('es', 'http://islands.localhost/places?page=2'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/lugares?page=2');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=es;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);

    const after = await send(app(), 'http://islands.localhost/whoami', { headers: { cookie: 'locale=es' } });
    expect(await after.text()).toBe('es');
  });

  it('answers JSON callers with 204 and the cookie', async () => {
    const res = await send(app(), 'http://islands.localhost/preferences/locale',
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ locale: 'en' }) });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^locale=en;/);
  });

  it('refuses an unknown or missing locale with a 400 naming the field', async () => {
    for (const body of [{ locale: 'fr' }, {}, { locale: 3 }]) {
      const res = await send(app(), 'http://islands.localhost/preferences/locale',
        { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      const json = await res.json<{ error: { message: string } }>();
      expect(json.error.message).toMatch(/^locale: /);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const english = await send(app('canal-trail'), 'http://canal-trail.localhost/preferences/locale', form('es'));
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('locale: must be one of en');
  });

  it('sends the visitor home when the referer is missing or another host', async () => {
    const config = loadSiteConfig('islands');
    const url = new URL('http://islands.localhost/preferences/locale');
    expect(returnPath(config, url, undefined, 'es')).toBe('/');
    expect(returnPath(config, url, 'https://evil.example/places', 'es')).toBe('/');
    expect(returnPath(config, url, 'not a url', 'es')).toBe('/');
    expect(returnPath(config, url, 'http://islands.localhost/sobre?locale=es', 'en')).toBe('/about');
  });
});

describe('localeMiddleware', () => {
  it('reads ?locale= and the cookie, on offered locales only', async () => {
    expect(await (await send(app(), 'http://islands.localhost/whoami?locale=es', {})).text()).toBe('es');
    expect(await (await send(app(), 'http://islands.localhost/whoami', {})).text()).toBe('en');
    expect(await (await send(app('canal-trail'), 'http://canal-trail.localhost/whoami?locale=es', { headers: { cookie: 'locale=es' } })).text()).toBe('en');
  });
});
