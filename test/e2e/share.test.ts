/// <reference types="node" />
// The share section of a detail page in a real browser against the real stack, as a visitor uses it:
// with JavaScript on, the share island wakes on the first interaction; 'Copy link' puts the page's
// canonical URL on the clipboard and says so; where the Web Share API exists, the share button hands
// it the entry's title and URL. With JavaScript off, the link field to select and the email link are
// there. The server render itself is checked in worker/pages/share.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { HYDRATED, ownedByReact } from './lib/islands';
import { firstDetailLink } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const INDEX = '/places';
const SHARE = '[data-island="share"]';
const SECTION = 'section.share';

interface DetailPage {
  page: Page;
  /** The page's canonical URL (its head's link), which the share section offers. */
  canonical: string;
  /** The entry's title, the page's heading. */
  title: string;
  /** Uncaught exceptions and console errors. */
  errors: string[];
}

/** A fresh page on the index, then on the first entry it lists, followed the way a visitor clicks it. */
async function openDetail(context: BrowserContext, prepare?: (page: Page) => Promise<unknown>): Promise<DetailPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await prepare?.(page);
  expect((await page.goto(`${origin}${INDEX}`, { waitUntil: 'load' }))?.status()).toBe(200);
  const detail = firstDetailLink(await page.content());
  expect(detail, `no detail link on ${INDEX}`).toBeTruthy();
  // With JavaScript the page comes by client navigation (a fetch), without it by a page load.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === detail && ['document', 'fetch'].includes(response.request().resourceType()));
  await Promise.all([page.waitForURL((url) => url.pathname === detail), page.locator(`a[href$="${detail}"]`).first().click()]);
  expect((await answered).status()).toBe(200);
  await page.waitForSelector(SECTION);
  expect(await page.locator(SECTION).count(), `no share section on ${detail}`).toBe(1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, `no canonical link on ${detail}`).toBeTruthy();
  const title = ((await page.locator('main h1').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  return { page, canonical: canonical!, title, errors };
}

/** The visitor's first interaction with the section: a click into the link field wakes the island. */
async function wake(page: Page): Promise<void> {
  const field = await page.$('#share-url');
  expect(await ownedByReact(field!), 'the share island hydrated before any interaction').toBe(false);
  expect(await page.locator(`${SHARE}${HYDRATED}`).count()).toBe(0);
  await page.locator('#share-url').click();
  await page.waitForSelector(`${SHARE}${HYDRATED}`);
  // The server's own field, now React's: hydrated in place, not replaced.
  expect(await field!.evaluate((node) => node.isConnected)).toBe(true);
  expect(await ownedByReact(field!)).toBe(true);
}

const button = (page: Page, key: 'share.copy' | 'share.native') => page.locator(SECTION).getByRole('button', { name: t('en', key), exact: true });
const statusOf = (page: Page) => page.locator(`${SECTION} [role="status"]`);

describe('share with JavaScript on (islands)', () => {
  const browser = browserForFile();

  it("wakes on the first interaction; 'Copy link' puts the canonical URL on the clipboard and confirms it", async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    // A browser without the Web Share API: no share button is offered.
    const { page, canonical, errors } = await openDetail(browser.context, (page) =>
      page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      }),
    );
    try {
      await page.waitForLoadState('networkidle');
      expect(await page.locator(`${SECTION} button`).count(), 'buttons before the island woke').toBe(0);
      await wake(page);
      expect(await statusOf(page).textContent()).toBe('');
      await button(page, 'share.copy').click();
      await expect.poll(() => statusOf(page).textContent()).toBe(t('en', 'share.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      expect(await button(page, 'share.native').count(), 'a share button without navigator.share').toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await browser.context.clearPermissions();
    }
  });

  it("where navigator.share exists, the share button calls it with the entry's title and canonical URL", async () => {
    const { page, canonical, title, errors } = await openDetail(browser.context, (page) =>
      page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.defineProperty(window, '__shareCalls', { value: calls });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: unknown) => {
            calls.push(data);
            return Promise.resolve();
          },
        });
      }),
    );
    const calls = () => page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls);
    try {
      await wake(page);
      expect(await calls()).toEqual([]);
      await button(page, 'share.native').click();
      await expect.poll(calls).toEqual([{ title, url: canonical }]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('share with JavaScript off (islands)', () => {
  const browser = browserForFile({ javaScriptEnabled: false });

  it('offers the link in a field to select and an email to send it, and no buttons', async () => {
    const { page, canonical, title } = await openDetail(browser.context);
    try {
      const field = page.locator('#share-url');
      expect(await page.getByLabel(t('en', 'share.link'), { exact: true }).getAttribute('id')).toBe('share-url');
      expect(await field.inputValue()).toBe(canonical);
      expect(await field.isEditable()).toBe(false);
      expect(await field.isVisible()).toBe(true);
      await field.selectText();
      expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(canonical);

      const email = page.locator(SECTION).getByRole('link', { name: t('en', 'share.email'), exact: true });
      expect(await email.count()).toBe(1);
      const mail = new URL((await email.getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.searchParams.get('subject')).toBe(title);
      expect(mail.searchParams.get('body')).toBe(canonical);

      expect(await page.locator(`${SECTION} button`).count()).toBe(0);
      expect(await page.locator(`${SHARE}${HYDRATED}`).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
