import { beforeAll, describe, expect, it } from 'vitest';
import { entryLinks, siteZone } from '../../test/support/worker-fetch';

// German end to end through the worker, on the sandbox (English and German, German route names in
// sites/sandbox.ts): chosen as Spanish is, by route, ?locale=, the switcher and the cookie, and covering
// hreflang, the sitemap, the offline pages and the service worker.

const zone = siteZone('german');
const sandbox = zone.host('sandbox');

const page = async (path: string, init?: RequestInit) => {
  const res = await zone.fetch('sandbox', path, init);
  return { res, html: await res.text() };
};
const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

/** A page's hreflang alternates, by language, relative to the page's origin. */
function alternatesOf(html: string): Record<string, string> {
  const origin = `http://${sandbox}`;
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!.replace(origin, '')]));
}

beforeAll(() => zone.register(['sandbox', 'islands', 'canal-trail']), 60_000);

describe('a site that speaks German', () => {
  it('speaks German on its German route names and on ?locale=de, in Swiss form', async () => {
    for (const path of ['/orte', '/places?locale=de', '/ueber-uns', '/de']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-language'), path).toBe('de');
      expect(langOf(html), path).toBe('de');
      expect(html, path).toContain('Zum Inhalt springen');
      expect(html, path).toContain('<meta property="og:locale" content="de_CH"/>');
      expect(html, path).not.toContain('ß');
    }
    expect((await page('/orte')).html).toContain('Sandkasten-Führer');
  });

  it('links each page to itself in English and German, the German route name where there is one', async () => {
    expect(alternatesOf((await page('/about')).html)).toEqual({ en: '/about', de: '/ueber-uns', 'x-default': '/about' });
    expect(alternatesOf((await page('/orte')).html)).toEqual({ en: '/places', de: '/orte', 'x-default': '/places' });
    expect(alternatesOf((await page('/food-drink')).html)).toEqual({ en: '/food-drink', de: '/food-drink?locale=de', 'x-default': '/food-drink' });
  });

  it('offers German in the language switcher, and the switcher moves the visitor to the German route name with the cookie set', async () => {
    const { html } = await page('/');
    expect(html).toContain('<option value="de" lang="de">Deutsch</option>');
    const res = await zone.fetch('sandbox', '/preferences/locale', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://${sandbox}/places?page=2` },
      body: new URLSearchParams({ locale: 'de' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/orte?page=2');
    expect(res.headers.get('set-cookie')).toMatch(/^locale=de;/);
    expect(langOf((await page('/events', { headers: { cookie: 'locale=de' } })).html)).toBe('de');
  });

  it('keeps German off a site that does not speak it', async () => {
    for (const site of ['islands', 'canal-trail']) {
      const res = await zone.fetch(site, '/?locale=de', { headers: { cookie: 'locale=de' } });
      expect(langOf(await res.text()), site).toBe('en');
      const refused = await zone.fetch(site, '/preferences/locale', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ locale: 'de' }),
      });
      expect(refused.status, site).toBe(400);
      await refused.arrayBuffer();
    }
  });

  it('shows an event page in German with day.month.year dates and 24-hour times, linking German entry pages', async () => {
    const list = (await page('/veranstaltungen')).html;
    const links = entryLinks(list);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith('/eintraege/'))).toBe(true);
    const { res, html } = await page(links[0]!);
    expect(res.status).toBe(200);
    expect(langOf(html)).toBe('de');
    expect(html).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(html).not.toMatch(/\b(AM|PM)\b/);
  });

  it('lists its German route names in the sitemap', async () => {
    const xml = await (await zone.fetch('sandbox', '/sitemap.xml')).text();
    for (const path of ['/orte', '/ueber-uns', '/veranstaltungen']) expect(xml, path).toContain(`${path}</loc>`);
  });

  it('renders its offline page in German, and its service worker precaches its own languages only', async () => {
    const { res, html } = await page('/offline?locale=de');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1 id="offline-title">Sie sind offline</h1>');
    const sw = await (await zone.fetch('sandbox', '/sw.js')).text();
    expect(sw.startsWith('self.siteLocales=["en","de"];\n')).toBe(true);
    const english = await (await zone.fetch('canal-trail', '/sw.js')).text();
    expect(english.startsWith('self.siteLocales=["en"];\n')).toBe(true);
  });
});
