import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { failContent, removeContentGate } from '../../test/support/content-gate';
import { previewQuery, siteZone } from '../../test/support/worker-fetch';
import { documentStream, localePaths, pendingView, renderView } from './render-page';
import { buildRouteTable, matchPath, type RouteMatch } from '../../core/routes';
import { errorText } from '../errors';

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

const decoder = new TextDecoder();

describe('documentStream', () => {
  it('sends what is known at once and every later part in order, however they finish', async () => {
    let late!: (value: string) => void;
    let later!: (value: string) => void;
    const first = new Promise<string>((resolve) => (late = resolve));
    const second = new Promise<string>((resolve) => (later = resolve));
    const reader = documentStream(['<head>', first, '<main>', second, '</html>']).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('<head>');

    later('<p>a</p><p>b</p>');
    late('<div>notice</div>');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe('<div>notice</div><main><p>a</p><p>b</p></html>');
  });

  it('ends in an error when a part fails, after what came before it', async () => {
    const reader = documentStream(['<head>', Promise.reject(new Error('lost')), '</html>']).getReader();
    expect(decoder.decode((await reader.read()).value)).toBe('<head>');
    await expect(reader.read()).rejects.toThrow('lost');
  });
});

const table = buildRouteTable(loadSiteConfig('islands'));
const route = (path: string) => matchPath(table, path) as RouteMatch;
const paths = (path: string) => localePaths(table, path, route(path));

describe('localePaths', () => {
  it('uses the Spanish alias of a route, from either language', () => {
    expect(paths('/about')).toEqual({ en: '/about', es: '/sobre' });
    expect(paths('/sobre')).toEqual({ en: '/about', es: '/sobre' });
    expect(paths('/')).toEqual({ en: '/', es: '/es' });
    expect(paths('/entries/beach/7')).toEqual({ en: '/entries/beach/7', es: '/articulos/beach/7' });
  });

  it('falls back to ?locale=es for pages without an alias or without a matched route', () => {
    expect(paths('/food')).toEqual({ en: '/food', es: '/food?locale=es' });
    expect(localePaths(table, '/somewhere', null)).toEqual({ en: '/somewhere', es: '/somewhere?locale=es' });
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('renderView', () => {
  it('throws for a view that fails while rendering, before any byte could be sent', () => {
    expect(() => renderView(<Broken />)).toThrow('boom');
  });
});

describe('pendingView', () => {
  it('renders the view once its data arrives, and counts it complete', async () => {
    const view = pendingView(Promise.resolve(<p>Ridge Trail</p>), 'http://islands.test/', 'en');
    expect(await view.markup).toBe('<p>Ridge Trail</p>');
    expect(await view.complete).toBe(true);
  });

  it('puts an error message in place of a view that fails after the response started, and does not count it complete', async () => {
    const view = pendingView(Promise.resolve(<Broken />), 'http://islands.test/', 'en');
    expect(await view.markup).toContain(`<h1 id="error-title">${errorText(new Error('boom'), 'en').title}</h1>`);
    expect(await view.complete).toBe(false);
  });
});
