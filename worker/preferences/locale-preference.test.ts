import { beforeAll, describe, expect, it } from 'vitest';
import { siteZone } from '../../test/support/worker-fetch';

const zone = siteZone('locale');
const islands = zone.host('islands');

const form = (locale: string, referer?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
  body: new URLSearchParams({ locale }).toString(),
});

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

const langOf = async (res: Response) => /<html lang="(\w+)"/.exec(await res.text())?.[1];

beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);

describe('POST /preferences/locale', () => {
  it('sets the locale cookie from a form and redirects back (303) to the page it came from, which then speaks it', async () => {
    const res = await zone.fetch('islands', '/preferences/locale', form('es', `http://${islands}/places?page=2`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/lugares?page=2');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=es;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);

    expect(await langOf(await zone.fetch('islands', '/places', { headers: { cookie: 'locale=es' } }))).toBe('es');
  });

  it('answers JSON callers with 204 and the cookie', async () => {
    const res = await zone.fetch('islands', '/preferences/locale', json({ locale: 'en' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^locale=en;/);
  });

  it('refuses an unknown or missing locale with a 400 naming the field', async () => {
    for (const body of [{ locale: 'fr' }, {}, { locale: 3 }]) {
      const res = await zone.fetch('islands', '/preferences/locale', json(body));
      expect(res.status).toBe(400);
      const answer = await res.json<{ error: { message: string } }>();
      expect(answer.error.message).toMatch(/^locale: /);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const english = await zone.fetch('canal-trail', '/preferences/locale', form('es'));
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('locale: must be one of en');
  });

  it('sends the visitor home when the referer is missing or another host', async () => {
    const back = async (locale: string, referer?: string) => (await zone.fetch('islands', '/preferences/locale', form(locale, referer))).headers.get('location');
    expect(await back('es')).toBe('/');
    expect(await back('es', 'https://evil.example/places')).toBe('/');
    expect(await back('es', 'not a url')).toBe('/');
    expect(await back('en', `http://${islands}/sobre?locale=es`)).toBe('/about');
  });
});

describe('the locale cookie', () => {
  it('counts only for a language the site offers', async () => {
    expect(await langOf(await zone.fetch('canal-trail', '/about?locale=es', { headers: { cookie: 'locale=es' } }))).toBe('en');
  });
});
