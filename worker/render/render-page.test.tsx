import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { failContent, removeContentGate } from '../../test/support/content-gate';
import { previewQuery, siteZone } from '../../test/support/worker-fetch';

// The document a visitor gets from renderPage, through the worker as deployed. How the shell
// streams ahead of the data is worker/pages/streaming.test.ts.

const zone = siteZone('render');
const TRAIL = '/entries/mount-pirata-trail/trail-mount-pirata-trail';
const BOT = { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } };
const frameAncestors = (res: Response) => (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors'));

beforeAll(() => zone.register(['islands', 'canal-trail']), 60_000);
afterEach(removeContentGate);

describe('renderPage', () => {
  it('sends secondary sections complete and in place, without placeholders, inline scripts or inline styles', async () => {
    const html = await (await zone.fetch('islands', TRAIL)).text();
    const bottom = html.indexOf('<footer');
    expect(html.indexOf('<section class="deferred" aria-labelledby=')).toBeGreaterThan(html.indexOf('class="view view--detail'));
    expect(html.lastIndexOf('<section class="deferred"')).toBeLessThan(bottom);
    expect(html).not.toContain('class="loading"');
    // JSON-LD and islands' props are data, the script elements without a source the CSP allows (no-inline-script.test.ts).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?! type="application\/ld\+json">)(?! type="application\/json" data-island-props=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('gives bots the whole document in one piece', async () => {
    const res = await zone.fetch('canal-trail', '/about?visitor=bot', BOT);
    const length = Number(res.headers.get('content-length'));
    const html = await res.text();
    expect(length).toBe(new TextEncoder().encode(html).byteLength);
    expect(html).toContain('<h1>About the guide</h1>');
    const browser = await zone.fetch('canal-trail', '/about?visitor=browser', { headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } });
    expect(browser.headers.get('content-length')).toBeNull();
    await browser.arrayBuffer();
  });

  it('sets status, content type and the site TTL; error pages and previews are not stored', async () => {
    const ok = await zone.fetch('canal-trail', '/about');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(ok.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${loadSiteConfig('canal-trail').cache.dynamic}`);
    expect(ok.headers.get('vary')).toBeNull();
    await ok.arrayBuffer();
    const gone = await zone.fetch('canal-trail', '/entries/nothing/no-such-entry');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    await gone.arrayBuffer();
    const preview = await zone.fetch('canal-trail', `/about?${await previewQuery('canal-trail')}`);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    await preview.arrayBuffer();
  });

  it('varies by cookie only on bilingual sites', async () => {
    const res = await zone.fetch('islands', '/about');
    expect(res.headers.get('vary')).toBe('Cookie');
    await res.arrayBuffer();
  });

  it('renders an embed bare and frameable by the configured ancestors; other pages are not frameable', async () => {
    const embed = await zone.fetch('islands', '/embeds/flamenco-beach/place-flamenco-beach');
    expect(frameAncestors(embed)).toBe(`frame-ancestors ${loadSiteConfig('islands').embed.frameAncestors.join(' ')}`);
    const html = await embed.text();
    // Only the view in <main> (after React's preload of the map's picture, where the entry has one).
    expect(html).toMatch(/<main id="main">(<link rel="preload" as="image" [^>]*\/>)?<div class="view view--embed">/);
    expect(html).not.toContain('<header class="site-header"');
    expect(html).not.toContain('<footer');
    const about = await zone.fetch('islands', '/about');
    expect(frameAncestors(about)).toBe("frame-ancestors 'none'");
    await about.arrayBuffer();
  });

  it('lets a bot wait for the view, so a view that fails answers with its own status', async () => {
    failContent();
    const bot = await zone.fetch('islands', `/places?${await previewQuery('islands')}`, BOT);
    expect(bot.status).toBe(503);
    expect(await bot.text()).toContain('<h1 id="error-title">Briefly unavailable</h1>');
  });
});

/** A page's hreflang alternates as the worker sends them, by language, relative to the page's origin. */
async function alternatesOf(path: string): Promise<Record<string, string>> {
  const html = await (await zone.fetch('islands', path)).text();
  const origin = `http://${zone.host('islands')}`;
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!.replace(origin, '')]));
}

describe("a bilingual page's addresses in each language", () => {
  it('uses the Spanish alias of a route, from either language', async () => {
    expect(await alternatesOf('/about')).toMatchObject({ en: '/about', es: '/sobre' });
    expect(await alternatesOf('/sobre')).toMatchObject({ en: '/about', es: '/sobre' });
    expect(await alternatesOf('/')).toMatchObject({ en: '/', es: '/es' });
    expect(await alternatesOf(TRAIL)).toMatchObject({ en: TRAIL, es: TRAIL.replace('/entries/', '/articulos/') });
  });

  it('falls back to ?locale=es for pages without an alias or without a matched route', async () => {
    expect(await alternatesOf('/food')).toMatchObject({ en: '/food', es: '/food?locale=es' });
    expect(await alternatesOf('/somewhere')).toMatchObject({ en: '/somewhere', es: '/somewhere?locale=es' });
  });
});
