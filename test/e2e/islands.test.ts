/// <reference types="node" />
// The island runtime in a real browser: the page-wide script carries no React; the first interaction
// with an island loads React and the island's chunk, hydrates the server's own nodes (no client
// re-render, no mismatch, no CSP refusal), and the interaction that woke it still does its job.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { describeAssets, JS_BUDGET, JS_INITIAL_BUDGET, recordAssets, totalOf } from './lib/budgets';
import { HYDRATED, ownedByReact } from './lib/islands';
import { NEWSLETTER_FORM } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
// Failed chunks are injected with page.route, which a service worker would bypass.
const browser = browserForFile({ serviceWorkers: 'block' });
const SEARCH = '[data-island="search"]';
const NEWSLETTER = '[data-island="newsletter"]';
const HYDRATE_CHUNK = '**/assets/hydrate-*.js';

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** CSP violations reported by the page itself (securitypolicyviolation) or on the console. */
  csp: string[];
  /** Scripts and stylesheets from the first request on. */
  assets: ReturnType<typeof recordAssets>;
}

async function open(path: string): Promise<Watched> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  const csp: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    (/Content Security Policy/i.test(message.text()) ? csp : errors).push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => csp.push(text));
  // Injected through DevTools, so the page's own CSP does not apply to this listener.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  const assets = recordAssets(page);
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, errors, csp, assets };
}

/** Holds every request for the hydrate chunk until `release`, so a test can act before hydration. */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HYDRATE_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isOpen = (page: Page) => page.locator('[data-search-panel]').evaluate((panel) => panel.classList.contains('is-open'));

describe('island runtime (islands)', () => {
  it('loads React only when an island wakes, hydrates the server nodes in place, within the budgets', async () => {
    // The cards-only tab: no map island, whose hydration would add maplibre's chunks to the count.
    const { page, errors, csp, assets } = await open('/places?tab=grid');
    try {
      await page.waitForLoadState('networkidle');
      expect(await page.locator(HYDRATED).count(), 'an island hydrated without being woken').toBe(0);
      const before = await assets.collect();
      const after = recordAssets(page);
      expect(before.filter((a) => a.type === 'script').map((a) => a.url)).toEqual([expect.stringMatching(/\/assets\/main-\w+\.js$/)]);

      const toggle = await page.$('[data-search-toggle]');
      expect(await ownedByReact(toggle!)).toBe(false);
      await page.locator('[data-search-toggle]').click();
      await page.waitForSelector(`${SEARCH}${HYDRATED}`);
      // The very node the server sent, now React's: hydrated, not replaced by a client render.
      expect(await toggle!.evaluate((node) => node.isConnected)).toBe(true);
      expect(await ownedByReact(toggle!)).toBe(true);
      // Attributes only the hydrated component renders.
      expect(await toggle!.getAttribute('role')).toBe('button');
      await expect.poll(() => toggle!.getAttribute('aria-expanded')).toBe('true');
      expect(await isOpen(page)).toBe(true);

      await page.locator(`${NEWSLETTER_FORM} input[name="email"]`).focus();
      await page.waitForSelector(`${NEWSLETTER}${HYDRATED}`);
      expect(await page.locator(NEWSLETTER_FORM).evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);

      const all = [...before, ...(await after.collect())];
      const initialJs = totalOf(before, 'script');
      const totalJs = totalOf(all, 'script');
      console.log(
        `[budgets] /places JavaScript: ${(initialJs / 1024).toFixed(1)} KB before hydration, ${(totalJs / 1024).toFixed(1)} KB with search and newsletter hydrated\n${describeAssets(all, 'script')}`,
      );
      expect(initialJs).toBeLessThanOrEqual(JS_INITIAL_BUDGET);
      expect(totalJs).toBeLessThanOrEqual(JS_BUDGET);
      expect(errors).toEqual([]);
      expect(csp).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a click on the search toggle before hydration is held, then opens the panel', async () => {
    const { page, errors, csp } = await open('/places?tab=grid');
    const release = await holdHydration(page);
    try {
      await page.locator('[data-search-toggle]').click();
      // Held: no fragment jump, the panel still closed.
      expect(new URL(page.url()).hash).toBe('');
      expect(await isOpen(page)).toBe(false);
      release();
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect.poll(() => page.locator('[data-search-panel] input[name="text"]').evaluate((input) => input === document.activeElement)).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      expect(errors).toEqual([]);
      expect(csp).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a newsletter submit before hydration is held, then checked by the island instead of posted', async () => {
    const { page, errors } = await open('/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/forms/newsletter') posts.push(request.method());
    });
    const release = await holdHydration(page);
    try {
      const form = page.locator(NEWSLETTER_FORM);
      await form.locator('input[name="email"]').fill('not-an-address');
      await form.locator('button[type="submit"]').click();
      release();
      await expect.poll(() => form.locator('[data-newsletter-status]').textContent()).toBe(t('en', 'invalid_email'));
      expect(new URL(page.url()).pathname).toBe('/');
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('when the island code cannot load, the held click does what it does without JavaScript', async () => {
    // The cards-only tab: no map island, whose chunks the blocked route would hold as well.
    const { page, errors } = await open('/places?tab=grid');
    await page.route(HYDRATE_CHUNK, (route) => route.abort());
    try {
      await page.locator('[data-search-toggle]').click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#site-search');
      expect(await page.locator('[data-search-panel]').isVisible()).toBe(true);
      expect(errors.some((text) => text.startsWith('island search: failed to load'))).toBe(true);
    } finally {
      await page.close();
    }
  });
});
