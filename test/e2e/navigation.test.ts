/// <reference types="node" />
// Client navigation in a real browser against the real stack, with the page's clock under the test's
// control (page.clock): prefetch on hover, the progress bar's phases (docs/product/views-and-states.md#navigation-progress), a failed navigation
// (dark red, then the browser loads the page), focus and the announced title, links left to the
// browser, and an island whose chunk fails to load. The scroll rules are navigation-scroll.test.ts's.
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { mainLink, openPaused, sameDocument } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const INDEX = '/places';

const barState = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('.progress')!;
    const bar = document.querySelector<HTMLElement>('.progress-bar')!;
    return { visible: root.classList.contains('is-visible'), failed: root.classList.contains('is-failed'), width: parseFloat(bar.style.width || '0'), colour: getComputedStyle(bar).backgroundColor };
  });

const isFetchOf = (path: string) => (request: Request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === path;
const openIndex = () => openPaused(browser.context, `${origin}${INDEX}`);

// Failed fetches and chunks are injected with page.route, which a service worker would bypass.
const browser = browserForFile({ serviceWorkers: 'block' });

describe('client navigation (islands)', () => {
  it('prefetches on hover, and a click waits for the page with the bar: 0, random steps, 100 %, hidden after 500 ms, reset after 200 ms more', async () => {
    const { page, detail, errors } = await openIndex();
    try {
      // The page is held until the bar has been seen advancing.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${origin}${detail}`, async (route: Route) => {
        if (route.request().resourceType() === 'fetch') await held;
        await route.continue();
      });
      const prefetched = page.waitForRequest(isFetchOf(detail));
      await mainLink(page, detail).hover();
      await prefetched;
      expect(await barState(page)).toMatchObject({ visible: false, width: 0 });

      await mainLink(page, detail).click();
      expect(await barState(page)).toMatchObject({ visible: true, failed: false, width: 0 });
      await page.clock.runFor(300);
      const early = await barState(page);
      expect(early.width).toBeGreaterThan(0);
      expect(early.width).toBeLessThan(95);
      await page.clock.runFor(300);
      expect((await barState(page)).width).toBeGreaterThanOrEqual(early.width);

      release();
      await page.waitForURL(`${origin}${detail}`);
      await expect.poll(() => barState(page)).toMatchObject({ visible: true, width: 100 });
      await page.clock.runFor(499);
      expect(await barState(page)).toMatchObject({ visible: true, width: 100 });
      await page.clock.runFor(1);
      expect(await barState(page)).toMatchObject({ visible: false, width: 100 });
      await page.clock.runFor(200);
      expect(await barState(page)).toMatchObject({ visible: false, width: 0, failed: false });

      expect(await sameDocument(page), 'the page was loaded whole instead of swapped').toBe(true);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(detail);
      expect(await page.locator('main#main').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a page already prefetched: the bar ends 500 ms after the click; the new main heading has focus and the title is announced; islands of the new page hydrate', async () => {
    const { page, detail, errors } = await openIndex();
    try {
      const fetched = page.waitForResponse((response) => isFetchOf(detail)(response.request()));
      await mainLink(page, detail).hover();
      await (await fetched).finished();
      // Let the prefetch settle inside the page before the click.
      await page.evaluate(() => new Promise((resolve) => window.queueMicrotask(() => resolve(null))));

      await mainLink(page, detail).click();
      await page.waitForURL(`${origin}${detail}`);
      expect((await barState(page)).visible).toBe(true);
      await page.clock.runFor(500);
      expect(await barState(page)).toMatchObject({ visible: true, width: 100 });
      await page.clock.runFor(500);
      expect((await barState(page)).visible).toBe(false);

      const heading = ((await page.locator('main h1').first().textContent()) ?? '').trim();
      expect(heading).not.toBe('');
      expect(await page.evaluate(() => document.activeElement?.matches('main h1'))).toBe(true);
      const title = await page.title();
      expect(title).toContain(heading);
      expect(await page.locator('[data-nav-announcer]').textContent()).toBe(title);
      expect(await page.locator('[aria-live="polite"][data-nav-announcer]').count()).toBe(1);

      // The detail page's share panel works as after a full load: its copy button shown by the page-wide script.
      await page.locator('.share-sheet > summary').click();
      await page.locator('[data-copy="share-url"]').waitFor({ state: 'visible' });
      expect(await sameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a failed navigation turns the bar dark red, then the browser loads the page itself', async () => {
    const { page, detail } = await openIndex();
    try {
      await page.route(`${origin}${detail}`, (route: Route) => (route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue()));
      // The old page is gone once the browser's own load commits: what the bar showed is written
      // down where the next page of this tab can read it.
      await page.evaluate(() => {
        const root = document.querySelector('.progress')!;
        const bar = document.querySelector<HTMLElement>('.progress-bar')!;
        new MutationObserver(() => {
          const seen = JSON.parse(sessionStorage.getItem('bar-log') ?? '[]') as unknown[];
          seen.push({ visible: root.classList.contains('is-visible'), failed: root.classList.contains('is-failed'), colour: getComputedStyle(bar).backgroundColor });
          sessionStorage.setItem('bar-log', JSON.stringify(seen));
        }).observe(root, { attributes: true, attributeFilter: ['class'] });
      });
      await Promise.all([page.waitForURL(`${origin}${detail}`, { waitUntil: 'load' }), mainLink(page, detail).click()]);
      expect(await sameDocument(page), 'the fallback is a full page load').toBe(false);
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
      const log = await page.evaluate(() => JSON.parse(sessionStorage.getItem('bar-log') ?? '[]') as { visible: boolean; failed: boolean; colour: string }[]);
      expect(log.at(-1)).toEqual({ visible: true, failed: true, colour: 'rgb(139, 0, 0)' });
    } finally {
      await page.close();
    }
  });

  it('links to other sites, downloads, new tabs and modifier clicks are left to the browser', async () => {
    const { page, detail } = await openIndex();
    try {
      const fetches: string[] = [];
      page.on('request', (request) => {
        // Page fetches only (islands fetch their own data).
        if (request.resourceType() === 'fetch' && request.headers().accept === 'text/html') fetches.push(request.url());
      });
      // Hover (pointerover), focus and touch on every link the browser keeps: none is prefetched.
      const kept = await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[target="_blank"], a[download], a[href^="#"], a[href^="mailto:"], a[href$=".ics"], a[href$=".gpx"]')];
        for (const link of links) for (const type of ['pointerover', 'focusin', 'touchstart']) link.dispatchEvent(new Event(type, { bubbles: true }));
        return links.length;
      });
      expect(kept).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      expect(fetches).toEqual([]);

      const opened = browser.context.waitForEvent('page');
      await mainLink(page, detail).click({ modifiers: ['Control'] });
      await (await opened).close();
      expect(new URL(page.url()).pathname, 'a Control-click navigated the page itself').toBe(INDEX);
    } finally {
      await page.close();
    }
  });
});

describe('an island whose code does not arrive (islands)', () => {
  it('shows a short message with a reload link instead of a dead island', async () => {
    const page = await browser.context.newPage();
    try {
      await page.route(/\/assets\/search-[^/]+\.js$/, (route) => route.abort('failed'));
      await page.goto(`${origin}${INDEX}`, { waitUntil: 'load' });
      const island = page.locator('[data-island="search"]');
      expect(await island.locator('[data-chunk-failed]').count()).toBe(0);
      await page.locator('[data-search-toggle]').hover();
      const message = island.locator('[data-chunk-failed]');
      await message.waitFor();
      expect(await message.getAttribute('role')).toBe('alert');
      expect((await message.textContent())?.trim()).toBe(`${t('en', 'nav.chunkFailed')} ${t('en', 'nav.reload')}`);
      const reload = message.getByRole('link', { name: t('en', 'nav.reload'), exact: true });
      expect(await reload.getAttribute('href')).toBe(`${origin}${INDEX}`);
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      expect(new URL(page.url()).pathname).toBe(INDEX);
    } finally {
      await page.close();
    }
  });
});
