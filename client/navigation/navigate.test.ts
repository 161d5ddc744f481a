// @vitest-environment happy-dom
import type { Window as HappyWindow } from 'happy-dom';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhanceNavigation } from './navigate';

// Client navigation on a page of a small site served over HTTP: which pages are swapped in place and
// which the browser loads whole, and what each navigation does to the history.

const MAIN_SCRIPT = '/assets/main-AAAAAAAA.js';

/** A page: its language, its scripts, its heading and links to the site's pages. */
function page(title: string, { lang = 'en', scripts = [MAIN_SCRIPT] }: { lang?: string; scripts?: string[] } = {}): string {
  const tags = scripts.map((src) => `<script type="module" src="${src}"></script>`).join('');
  const links = ['/places', '/places/harbour', '/lugares', '/report', '/new-deploy'].map((href) => `<a href="${href}">${href}</a>`).join('');
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title>${tags}</head><body><main id="main"><h1>${title}</h1>${links}</main></body></html>`;
}

const pages: Record<string, string> = {
  '/places': page('Places'),
  '/places/harbour': page('Harbour'),
  '/lugares': page('Lugares', { lang: 'es' }),
  '/report': page('Report', { scripts: [MAIN_SCRIPT, 'https://challenges.cloudflare.com/turnstile/v0/api.js'] }),
  '/new-deploy': page('New deploy', { scripts: ['/assets/main-BBBBBBBB.js'] }),
};

let server: Server;
let origin = '';
/** The pages the browser was sent to load whole (location.assign and replace), by path. */
const loadedWhole: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // A moved page: answered from elsewhere.
    if (req.url === '/places/') return void res.writeHead(301, { Location: '/places' }).end();
    const html = pages[req.url ?? ''];
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as HappyWindow).happyDOM.setURL(`${origin}/places`);
  document.documentElement.innerHTML = new DOMParser().parseFromString(pages['/places']!, 'text/html').documentElement.innerHTML;
  document.documentElement.lang = 'en';
  for (const method of ['assign', 'replace'] as const) {
    Object.defineProperty(window.location, method, { configurable: true, value: (url: string) => loadedWhole.push(new URL(url, origin).pathname) });
  }
  expect(enhanceNavigation(window as unknown as Window, { progress: undefined, startIslands: () => () => undefined })).toBe(true);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const heading = () => document.querySelector('main h1')?.textContent;

/** Clicks the main region's link to `path` and waits until the navigation has settled. */
async function click(path: string): Promise<void> {
  const settled = waitForSettle();
  document.querySelector<HTMLAnchorElement>(`main a[href="${path}"]`)!.click();
  await settled;
}

/**
 * Resolves once the navigation settled: a new title announced (the page swapped in; a test clears the
 * announcement before swapping in a page of the same title) or the page sent to load whole.
 */
function waitForSettle(): Promise<void> {
  const whole = loadedWhole.length;
  const announced = document.querySelector('[data-nav-announcer]')?.textContent;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (loadedWhole.length > whole || document.querySelector('[data-nav-announcer]')?.textContent !== announced) return resolve();
      if (Date.now() - started > 5000) return reject(new Error('the navigation did not settle'));
      setTimeout(poll, 10);
    };
    poll();
  });
}

/** Clears the announcement, so that swapping in a page of the same title is seen. */
const clearAnnouncement = () => {
  const announcer = document.querySelector('[data-nav-announcer]');
  if (announcer) announcer.textContent = '';
};

describe('client navigation', () => {
  it('pushes an entry for a link to another page, and keeps the entry of a link to the page shown', async () => {
    const entries = history.length;
    await click('/places/harbour');
    expect(heading()).toBe('Harbour');
    expect(location.pathname).toBe('/places/harbour');
    expect(history.length).toBe(entries + 1);
    // The link to the page shown swaps it again but adds no entry.
    clearAnnouncement();
    await click('/places/harbour');
    expect(heading()).toBe('Harbour');
    expect(history.length).toBe(entries + 1);
  });

  it('corrects the address of back and forward when the page answered from elsewhere (a redirect), else leaves it', async () => {
    history.pushState(null, '', `${origin}/places/`);
    const before = history.length;
    const settled = waitForSettle();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { y: 0 } }));
    await settled;
    expect(heading()).toBe('Places');
    // The entry's address corrected in place, no entry added.
    expect(location.pathname).toBe('/places');
    expect(history.length).toBe(before);
    const entries = history.length;
    clearAnnouncement();
    history.pushState({ y: 0 }, '', `${origin}/places/harbour`);
    const again = waitForSettle();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { y: 0 } }));
    await again;
    expect(location.pathname).toBe('/places/harbour');
    expect(history.length).toBe(entries + 1);
  });

  it('swaps in a page of the same language that loads the same scripts', async () => {
    clearAnnouncement();
    await click('/places');
    expect(heading()).toBe('Places');
    expect(loadedWhole).toEqual([]);
  });

  it('loads a page in another language whole', async () => {
    await click('/lugares');
    expect(loadedWhole).toEqual(['/lugares']);
    expect(heading()).toBe('Places');
  });

  it("loads a page of another deploy, or one with a script of its own (a form's captcha widget), whole", async () => {
    await click('/new-deploy');
    await click('/report');
    expect(loadedWhole.slice(1)).toEqual(['/new-deploy', '/report']);
    expect(heading()).toBe('Places');
  });
});
