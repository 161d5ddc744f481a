/// <reference types="node" />
// The enhanced newsletter form (docs/product/forms.md#states-and-confirmations) in a real browser against the real stack: a bad address
// shows the invalid email message and sends nothing; a good one shows 'Submitting…', then the thanks,
// and leaves input and button disabled. The plain post without JavaScript is in no-js.test.ts.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { NEWSLETTER_FORM, newsletterAddress } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserForFile();

/** A fresh page on `path` that records every request to the newsletter endpoint. */
async function openForm(path: string): Promise<{ page: Page; posts: Request[] }> {
  const page = await browser.context.newPage();
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/forms/newsletter') posts.push(request);
  });
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  expect(await page.locator(NEWSLETTER_FORM).count(), `no newsletter form on ${path}`).toBe(1);
  return { page, posts };
}

const statusOf = (page: Page) => page.locator(`${NEWSLETTER_FORM} [data-newsletter-status]`);

describe('newsletter form with JavaScript on (islands)', () => {
  it.each([
    ['en', '/', 'not-an-address'],
    ['en', '/', '   '],
    ['es', '/es', 'nadie@sin-punto'],
  ] as const)('[%s] %s: %j shows the invalid email message and sends nothing', async (locale, path, address) => {
    const { page, posts } = await openForm(path);
    try {
      const form = page.locator(NEWSLETTER_FORM);
      await form.locator('input[name="email"]').fill(address);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => statusOf(page).textContent()).toBe(t(locale, 'invalid_email'));
      expect(await form.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
      // Still on the same page, and the endpoint never heard of it.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(posts).toEqual([]);
      expect(await form.locator('input[name="email"]').isEnabled()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('a good address shows Submitting…, then the thanks, and disables input and button', async () => {
    const { page, posts } = await openForm('/');
    // Hold the request until 'Submitting…' has been seen, then let it reach the real worker.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/forms/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    try {
      const form = page.locator(NEWSLETTER_FORM);
      await form.locator('input[name="email"]').fill(newsletterAddress('enhanced'));
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => statusOf(page).textContent()).toBe(t('en', 'form.submitting'));
      expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
      release();
      await expect.poll(() => statusOf(page).textContent(), { timeout: 15_000 }).toBe(t('en', 'newsletter.thanks'));
      expect(await form.locator('input[name="email"]').isDisabled()).toBe(true);
      expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(posts).toHaveLength(1);
      expect(posts[0]?.method()).toBe('POST');
      expect(await posts[0]?.headerValue('accept')).toContain('application/json');
    } finally {
      await page.close();
    }
  });

  it('an address already subscribed answers with the existing subscriber message', async () => {
    const address = newsletterAddress('twice');
    for (const expected of [t('en', 'newsletter.thanks'), t('en', 'existing_subscriber')]) {
      const { page } = await openForm('/');
      try {
        const form = page.locator(NEWSLETTER_FORM);
        await form.locator('input[name="email"]').fill(address);
        await form.locator('button[type="submit"]').click();
        await expect.poll(() => statusOf(page).textContent(), { timeout: 15_000 }).toBe(expected);
        expect(await form.locator('input[name="email"]').isDisabled()).toBe(true);
      } finally {
        await page.close();
      }
    }
  });

  it('retries once when its XSRF cookie is gone, with the fresh cookie the refusal set', async () => {
    const { page, posts } = await openForm('/');
    try {
      await page.evaluate((name) => (document.cookie = `${name}=; Max-Age=0; Path=/`), XSRF_COOKIE);
      const form = page.locator(NEWSLETTER_FORM);
      await form.locator('input[name="email"]').fill(newsletterAddress('no-cookie'));
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => statusOf(page).textContent(), { timeout: 15_000 }).toBe(t('en', 'newsletter.thanks'));
      expect(posts).toHaveLength(2);
      expect(await posts[0]!.headerValue(XSRF_HEADER)).toBeNull();
      expect(await posts[1]!.headerValue(XSRF_HEADER)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await page.close();
    }
  });
});
