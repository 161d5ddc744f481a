/// <reference types="node" />
// The share panel of a detail page in a real browser against the real stack, on a phone's screen
// (docs/decisions/055-trail-page-reading-order.md): one "Share" disclosure; inside it "Share via…"
// hands the device's share dialog the entry's title and canonical URL where the browser has one and is
// absent where it has none, "Copy link" copies and says so, email is a link, and the embed code stays
// folded until asked. With JavaScript off the same panel opens and its links work. The server render
// itself is checked in worker/pages/share.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { axeViolations } from './lib/axe';
import { browserForFile } from './lib/browser';
import { firstDetailLink } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const INDEX = '/places';
const SHEET = 'details.share-sheet';
const PHONE = { width: 390, height: 844 };

interface DetailPage {
  page: Page;
  /** The page's canonical URL (its head's link), which the share panel offers. */
  canonical: string;
  /** The entry's title, the page's heading. */
  title: string;
  /** Uncaught exceptions and console errors. */
  errors: string[];
}

/** A fresh phone-sized page on the index, then on the first entry it lists, followed the way a visitor clicks it. */
async function openDetail(context: BrowserContext, prepare?: (page: Page) => Promise<unknown>): Promise<DetailPage> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
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
  await page.waitForSelector(SHEET);
  expect(await page.locator(SHEET).count(), `no share panel on ${detail}`).toBe(1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, `no canonical link on ${detail}`).toBeTruthy();
  const title = ((await page.locator('main h1').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  return { page, canonical: canonical!, title, errors };
}

const sheet = (page: Page) => page.locator(SHEET);
const button = (page: Page, key: 'share.copy' | 'share.via') => sheet(page).getByRole('button', { name: t('en', key), exact: true });
const statusOf = (page: Page) => sheet(page).locator('[role="status"]');
const embedCode = (page: Page) => page.getByLabel(t('en', 'embed.code'), { exact: true });

/** Opens the panel with its summary, "Share", as a visitor taps it. */
async function openSheet(page: Page): Promise<void> {
  expect(await page.locator('#share-url').isVisible(), 'the panel is closed until asked').toBe(false);
  await sheet(page).locator('> summary').click();
  await page.locator('#share-url').waitFor({ state: 'visible' });
}

describe('share with JavaScript on (islands)', () => {
  const browser = browserForFile();

  it("without navigator.share: no 'Share via…'; 'Copy link' copies the canonical URL and says so; the embed code waits to be asked", async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const { page, canonical, errors } = await openDetail(browser.context, (page) =>
      page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      }),
    );
    try {
      await openSheet(page);
      expect(await button(page, 'share.via').count(), "a 'Share via…' button without navigator.share").toBe(0);
      expect(await button(page, 'share.copy').isVisible()).toBe(true);
      expect(await statusOf(page).textContent()).toBe('');
      await button(page, 'share.copy').click();
      await expect.poll(() => statusOf(page).textContent()).toBe(t('en', 'share.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

      // The embed code is there only once asked for, and copies too.
      expect(await embedCode(page).isVisible()).toBe(false);
      await sheet(page).getByText(t('en', 'share.embed'), { exact: true }).click();
      expect(await embedCode(page).isVisible()).toBe(true);
      const snippet = await embedCode(page).inputValue();
      expect(snippet).toMatch(/^<iframe src="[^"]+\/embeds\/[^"]+" title="[^"]+" width="480" height="420"/);
      await sheet(page)
        .getByRole('button', { name: t('en', 'embed.copy'), exact: true })
        .click();
      await expect.poll(() => statusOf(page).textContent()).toBe(t('en', 'embed.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
      expect(await axeViolations(page)).toEqual([]);
      // Sharing loads no island: no React for a link.
      expect(await page.locator('[data-island="share"], [data-island="embed"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await browser.context.clearPermissions();
    }
  });

  it("with navigator.share: 'Share via…' comes first and hands it the entry's title and canonical URL", async () => {
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
      await openSheet(page);
      const first = sheet(page).locator('.share-sheet__list > li:visible').first();
      expect((await first.textContent())?.trim()).toBe(t('en', 'share.via'));
      expect(await calls()).toEqual([]);
      await button(page, 'share.via').click();
      await expect.poll(calls).toEqual([{ title, url: canonical }]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('share with JavaScript off (islands)', () => {
  const browser = browserForFile({ javaScriptEnabled: false });

  it('the same panel opens: the link to select, email as a link, the embed code in a nested disclosure, and no buttons', async () => {
    const { page, canonical, title } = await openDetail(browser.context);
    try {
      await openSheet(page);
      const field = page.locator('#share-url');
      expect(await page.getByLabel(t('en', 'share.link'), { exact: true }).getAttribute('id')).toBe('share-url');
      expect(await field.inputValue()).toBe(canonical);
      expect(await field.isEditable()).toBe(false);
      await field.selectText();
      expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(canonical);

      const email = sheet(page).getByRole('link', { name: t('en', 'share.email'), exact: true });
      const mail = new URL((await email.getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.searchParams.get('subject')).toBe(title);
      expect(mail.searchParams.get('body')).toBe(canonical);

      expect(await embedCode(page).isVisible()).toBe(false);
      await sheet(page).getByText(t('en', 'share.embed'), { exact: true }).click();
      expect(await embedCode(page).isVisible()).toBe(true);
      expect(await embedCode(page).inputValue()).toMatch(/^<iframe src="[^"]+\/embeds\//);

      // Nothing that would need a script shows (the two summaries are the disclosures themselves).
      expect(await sheet(page).locator('button:visible').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
