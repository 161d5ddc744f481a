import { env } from 'cloudflare:test';
import { type ReactNode, Suspense, use } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotFound } from '../errors';
import { renderPage } from './render-page';
import { pageApp, send } from './testing/page-app';
import { seedDemoContent } from '../../content-service/testing/seed';

function Slow({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

const decoder = new TextDecoder();

describe('renderPage', () => {
  beforeAll(() => seedDemoContent(env, ['islands', 'canal-trail']));

  it('sends the shell with the navigation before a suspended child resolves, then the child in place', async () => {
    let resolve!: (value: string) => void;
    const slow = new Promise<string>((r) => (resolve = r));
    const app = pageApp('islands');
    app.get('/places', (c) =>
      renderPage(c, {
        head: { title: 'Places' },
        body: (
          <section>
            <h1>Places</h1>
            <Suspense fallback={<p>Loading nearby…</p>}>
              <Slow text={slow} />
            </Suspense>
          </section>
        ),
      }),
    );
    const res = await send(app, 'http://islands.localhost/places', {});
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(first).toContain('<div class="top"');
    expect(first).toContain('<title>Places · Island Guide</title>');
    expect(first).not.toContain('Nearby beaches');

    resolve('Nearby beaches');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toContain('<p>Nearby beaches</p>');
    expect(rest).not.toContain('Loading nearby');
    expect(rest.indexOf('Nearby beaches')).toBeLessThan(rest.indexOf('<footer'));
    expect(rest.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('contains no inline script and no inline style element, suspended content included', async () => {
    const app = pageApp('islands');
    app.get('/', (c) =>
      renderPage(c, {
        head: {},
        body: (
          <Suspense fallback={<p>wait</p>}>
            <Slow text={new Promise((r) => setTimeout(() => r('late'), 5))} />
          </Suspense>
        ),
      }),
    );
    const html = await (await send(app, 'http://islands.localhost/', {})).text();
    expect(html).toContain('<p>late</p>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('gives bots the whole document in one piece', async () => {
    const app = pageApp('canal-trail');
    app.get('/', (c) => renderPage(c, { head: { title: 'Home' }, body: <h1>Canal</h1> }));
    const res = await send(app, 'http://canal-trail.localhost/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    const length = Number(res.headers.get('content-length'));
    const html = await res.text();
    expect(length).toBe(new TextEncoder().encode(html).byteLength);
    expect(html).toContain('<h1>Canal</h1>');
    const browser = await send(app, 'http://canal-trail.localhost/', { headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' } });
    expect(browser.headers.get('content-length')).toBeNull();
    await browser.arrayBuffer();
  });

  it('sets status, content type and the site TTL; errors and "none" are not stored', async () => {
    const app = pageApp('canal-trail');
    app.get('/ok', (c) => renderPage(c, { head: {}, body: <p>ok</p> }));
    app.get('/static', (c) => renderPage(c, { head: {}, body: <p>ok</p>, cache: 'static' }));
    app.get('/gone', (c) => renderPage(c, { head: {}, body: <p>gone</p>, status: 404 }));
    app.get('/none', (c) => renderPage(c, { head: {}, body: <p>x</p>, cache: 'none' }));
    const ok = await send(app, 'http://canal-trail.localhost/ok', {});
    expect(ok.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600');
    expect(ok.headers.get('vary')).toBeNull();
    expect((await send(app, 'http://canal-trail.localhost/static', {})).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=21600');
    const gone = await send(app, 'http://canal-trail.localhost/gone', {});
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect((await send(app, 'http://canal-trail.localhost/none', {})).headers.get('cache-control')).toBe('no-store');
  });

  it('varies by cookie only on bilingual sites', async () => {
    const app = pageApp('islands');
    app.get('/', (c) => renderPage(c, { head: {}, body: <p>x</p> }));
    expect((await send(app, 'http://islands.localhost/', {})).headers.get('vary')).toBe('Cookie');
  });

  it('renders an embed bare and marks it frameable; other pages are not', async () => {
    const app = pageApp('islands');
    let framed: readonly string[] | undefined = ['unset'];
    app.get('/embeds/a/1', async (c) => {
      const res = await renderPage(c, { head: { title: 'A' }, body: <article>card</article>, frameable: true, bare: true });
      framed = c.get('frameAncestors');
      return res;
    });
    app.get('/about', async (c) => {
      const res = await renderPage(c, { head: {}, body: <p>about</p> });
      framed = c.get('frameAncestors');
      return res;
    });
    const html = await (await send(app, 'http://islands.localhost/embeds/a/1', {})).text();
    expect(framed).toEqual(['*']);
    expect(html).toContain('<main id="main"><article>card</article></main>');
    expect(html).not.toContain('<header class="site-header"');
    expect(html).not.toContain('<footer');

    framed = ['unset'];
    await send(app, 'http://islands.localhost/about', {});
    expect(framed).toBeUndefined();
  });

  it('starts a view that is still loading with the shell, and waits for it in full for bots', async () => {
    let resolve!: (view: ReactNode) => void;
    const app = pageApp('islands');
    app.get('/stories', (c) => renderPage(c, { head: { title: 'Stories' }, body: new Promise<ReactNode>((r) => (resolve = r)) }));
    const res = await send(app, 'http://islands.localhost/stories', {});
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('<title>Stories · Island Guide</title>');
    expect(first).toContain('<div class="top"');
    resolve(<h1>All stories</h1>);
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toContain('<main id="main" tabindex="-1"><h1>All stories</h1></main>');

    const failing = pageApp('islands');
    failing.get('/stories', (c) => renderPage(c, { head: {}, body: Promise.reject(new NotFound('stories')) }));
    failing.onError((error, c) => c.text(`caught ${error.message}`, error instanceof NotFound ? 404 : 500));
    const bot = await send(failing, 'http://islands.localhost/stories', { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(bot.status).toBe(404);
    expect(await bot.text()).toBe('caught Not found: stories');
  });

  it('turns a view that throws into a rejected render, before any byte is sent', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const app = pageApp('islands');
    app.get('/', (c) => renderPage(c, { head: {}, body: <Broken /> }));
    app.onError((error, c) => c.text(`caught ${error.message}`, 500));
    const res = await send(app, 'http://islands.localhost/', {});
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('caught boom');
  });
});
