/// <reference types="node" />
// The scroll rules of client navigation (docs/product/views-and-states.md#scroll) in a real browser
// against the real stack, with the page's clock under the test's control (page.clock): back and
// forward restore the saved position, a plain link goes to the top, a hash scrolls to its section, a
// tab link keeps the position. The rest of client navigation is navigation.test.ts's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { mainLink, openPaused, sameDocument, tabLinks } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const INDEX = '/places';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const openIndex = () => openPaused(browser.context, `${origin}${INDEX}`);

// The service worker stays out, as in navigation.test.ts: these tests wait on the page's own fetches,
// which a service worker could answer from its precache.
const browser = browserForFile({ serviceWorkers: 'block' });

describe('scroll on client navigation (islands)', () => {
  it('back and forward restore the saved position after 1 s (the path changed); a plain link scrolls to the top after 500 ms', async () => {
    const { page, detail } = await openIndex();
    try {
      const target = mainLink(page, detail);
      await target.evaluate((node) => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        const top = node.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: Math.max(0, top - 300), behavior: 'instant' });
      });
      const saved = await scrollY(page);
      expect(saved, 'the detail link is too near the top of the page to test scrolling').toBeGreaterThan(100);
      await target.click();
      await page.waitForURL(`${origin}${detail}`);
      await page.clock.runFor(499);
      expect(await scrollY(page)).toBe(saved);
      await page.clock.runFor(1);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(INDEX);
      await expect.poll(() => page.locator(`main a[href="${detail}"]`).count()).toBeGreaterThan(0);
      await page.clock.runFor(999);
      expect(await scrollY(page)).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => scrollY(page)).toBe(saved);

      await page.goForward({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => location.pathname)).toBe(detail);
      await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '')).toContain(detail);
      await page.clock.runFor(1000);
      await expect.poll(() => scrollY(page)).toBe(0);
      expect(await sameDocument(page)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('a link with a hash of the new page scrolls to it; a tab link (?tab=) keeps the position', async () => {
    const { page, detail } = await openIndex();
    try {
      const tab = tabLinks(await page.content(), INDEX)[0];
      expect(tab, `no tab link on ${INDEX}`).toBeTruthy();
      // Scrolled so the tab link sits at the top of the window.
      const tabLink = page.locator(`a[href="${tab}"]`).first();
      await tabLink.evaluate((node) => {
        const top = node.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: Math.max(0, top - 10), behavior: 'instant' });
      });
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);
      await tabLink.click();
      await page.waitForURL((url) => url.search.includes('tab='));
      await page.clock.runFor(1000);
      expect(await scrollY(page)).toBe(before);

      // A link to a section of another page (as CMS text may hold): the page opens at that section.
      const sectionId = await page.evaluate(async (path) => {
        const doc = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
        return [...doc.querySelectorAll('main [id], footer [id]')].at(-1)?.id ?? '';
      }, detail);
      expect(sectionId, `no element with an id on ${detail}`).not.toBe('');
      await page.evaluate(
        ({ path, id }) => {
          const anchor = document.createElement('a');
          anchor.href = `${path}#${id}`;
          anchor.id = 'hash-link';
          anchor.textContent = 'A section of another page';
          document.querySelector('main')!.prepend(anchor);
          window.scrollTo({ top: 0, behavior: 'instant' });
        },
        { path: detail, id: sectionId },
      );
      await page.locator('#hash-link').click();
      await page.waitForURL(`${origin}${detail}#${sectionId}`);
      const atSection = () =>
        page.evaluate((id) => {
          const top = Math.round(document.getElementById(id)!.getBoundingClientRect().top);
          const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
          return window.scrollY > 0 && (Math.abs(top) <= 1 || atBottom);
        }, sectionId);
      await expect.poll(atSection).toBe(true);
      // Later layout (an image, an island) may move the page by a few pixels; the top rule would
      // take it back to 0, away from the section at the page's end.
      const sectionInView = () =>
        page.evaluate((id) => {
          const box = document.getElementById(id)!.getBoundingClientRect();
          return window.scrollY > 0 && box.bottom > 0 && box.top < window.innerHeight;
        }, sectionId);
      await page.clock.runFor(1000);
      expect(await sectionInView(), 'the top rule ran after a hash').toBe(true);
      expect(await sameDocument(page)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
