/// <reference types="node" />
// The form pages (docs/product/forms.md#form-pages: report, join, order) with JavaScript on, in a real browser against the real
// stack: 'Submitting…' while the post is held, then the confirmation in place of the form without a
// page load; each rejected field's message next to that field; a stale XSRF token retried once. The
// plain posts without JavaScript are in forms-no-js.test.ts, the newsletter in newsletter.test.ts.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../core/forms/xsrf';
import { type MessageKey, t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { serveCaptchaWidget, WIDGET_TOKEN } from './lib/captcha';
import { isIslandError } from './lib/islands';
import { newsletterAddress } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();

interface FormPage {
  page: Page;
  posts: Request[];
  /** Documents loaded after the form page: a reload or a plain post would add one. */
  navigations: () => number;
  errors: string[];
}

/** A fresh page on `site` `path` recording posts to /forms/<form>, navigations and script errors. */
async function openForm(site: string, path: string, form: string, token = WIDGET_TOKEN): Promise<FormPage> {
  const page = await browser.context.newPage();
  await serveCaptchaWidget(page, site, token);
  const posts: Request[] = [];
  const errors: string[] = [];
  let navigations = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/forms/${form}`) posts.push(request);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && (isIslandError(message.text()) || /Content Security Policy/i.test(message.text()))) errors.push(message.text());
  });
  const response = await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  // A new document (a reload, a plain post's answer page); not the history entries client navigation
  // rewrites in place, which 'framenavigated' would count too.
  page.on('load', () => {
    navigations += 1;
  });
  expect(await page.locator(`[data-site-form="${form}"] form`).count(), `no ${form} form on ${path}`).toBe(1);
  return { page, posts, navigations: () => navigations, errors };
}

async function fill(page: Page, form: string, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[data-site-form="${form}"] [name="${name}"]`).fill(value);
}

const statusOf = (page: Page, form: string) => page.locator(`[data-site-form="${form}"] [data-form-status]`);
const submitOf = (page: Page, form: string) => page.locator(`[data-site-form="${form}"] button[type="submit"]`);

/** Holds posts to the form's endpoint until released, so the submitting state can be seen. */
async function holdPosts(page: Page, form: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/forms/${form}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const valid = (label: string): Record<string, Record<string, string>> => ({
  join: { email: newsletterAddress(`join-${label}`), password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' },
  order: { name: 'Ada Lovelace', email: newsletterAddress(`order-${label}`), streetAddress: '12 Harbour Road', city: 'Port Town', stateOrProvince: 'PR', postalCode: '00901', country: 'US' },
  report: { text: 'Tree down across the trail at **mile 3**.\nPassable on foot only.', firstName: 'Ana', lastName: 'Ruiz', email: newsletterAddress(`report-${label}`) },
});

describe('form pages with JavaScript on', () => {
  it.each([
    ['islands', '/join', 'join', 'join.thanks'],
    ['islands', '/order', 'order', 'order.thanks'],
    ['valley-trails', '/report', 'report', 'report.thanks'],
  ] as const)('%s %s: Submitting…, then the confirmation in place of the %s form, without a page load', async (site, path, form, thanks) => {
    const { page, posts, navigations, errors } = await openForm(site, path, form);
    const release = await holdPosts(page, form);
    try {
      await fill(page, form, valid('enhanced')[form]!);
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      await submitOf(page, form).click();
      // The first submit also wakes the island (React loads then): on a busy machine that takes a while.
      await expect.poll(() => statusOf(page, form).textContent(), { timeout: 15_000 }).toBe(t('en', 'form.submitting'));
      expect(await submitOf(page, form).isDisabled()).toBe(true);
      release();
      await expect.poll(() => statusOf(page, form).textContent(), { timeout: 15_000 }).toBe(t('en', thanks as MessageKey));
      expect(await page.locator(`[data-site-form="${form}"] form`).count()).toBe(0);
      if (form === 'join') expect(await page.locator(`[data-site-form="join"] a`).textContent()).toBe(t('en', 'join.login'));
      // The same document: no reload and no plain post happened.
      expect(navigations()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(posts).toHaveLength(1);
      expect(await posts[0]!.headerValue('accept')).toContain('application/json');
      expect(await posts[0]!.headerValue(XSRF_HEADER)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      if (form === 'report') expect(posts[0]!.postDataJSON()).toMatchObject({ 'g-recaptcha-response': WIDGET_TOKEN });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows each rejected field message next to its field, marks it invalid and focuses the first (join)', async () => {
    const { page, posts, navigations } = await openForm('islands', '/join', 'join');
    try {
      await fill(page, 'join', { email: 'not-an-address', password: 'short', firstName: 'Ada', lastName: 'Lovelace' });
      await submitOf(page, 'join').click();
      const error = (field: string) => page.locator(`[data-field="${field}"] [data-field-error="${field}"]`);
      await expect.poll(() => error('email').textContent(), { timeout: 15_000 }).toBe(t('en', 'invalid_email'));
      expect(await error('password').textContent()).toBe(t('en', 'invalid_password'));
      expect(await error('firstName').count()).toBe(0);
      expect(await statusOf(page, 'join').textContent()).toBe(t('en', 'form.fix'));
      const email = page.locator('#join-email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-describedby')).toContain('join-email-error');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('join-email');
      expect(await page.locator('#join-firstName').getAttribute('aria-invalid')).toBeNull();
      expect(navigations()).toBe(0);
      expect(posts).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('shows the report length message next to the report text (valley-trails /report)', async () => {
    const { page } = await openForm('valley-trails', '/report', 'report');
    try {
      await fill(page, 'report', { ...valid('short').report!, text: 'Too short' });
      await submitOf(page, 'report').click();
      await expect.poll(() => page.locator('[data-field="text"] [data-field-error="text"]').textContent(), { timeout: 15_000 }).toBe(t('en', 'invalid_report'));
      expect(await page.locator('#report-text').getAttribute('aria-invalid')).toBe('true');
    } finally {
      await page.close();
    }
  });

  it('shows the invalid token message next to the captcha when the verifier rejects the widget token (report)', async () => {
    const { page, navigations } = await openForm('valley-trails', '/report', 'report', 'fail-bot');
    try {
      await fill(page, 'report', valid('bot').report!);
      await submitOf(page, 'report').click();
      await expect.poll(() => page.locator('[data-field="token"] [data-field-error="token"]').textContent(), { timeout: 15_000 }).toBe(t('en', 'invalid_token'));
      expect(await page.locator('[data-site-form="report"] form').count()).toBe(1);
      expect(navigations()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('is loaded whole when reached by a link, so its captcha widget runs under its own policy (valley-trails /report)', async () => {
    // Client navigation swaps pages in place, but a swapped-in <script> never runs and the page's
    // Content-Security-Policy is the one of the page the visitor came from.
    const page = await browser.context.newPage();
    await serveCaptchaWidget(page, 'valley-trails');
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/forms/report') posts.push(request);
    });
    try {
      await page.goto(`${originOf(stack, 'valley-trails')}/`, { waitUntil: 'load' });
      const loaded = page.waitForEvent('load');
      await page.locator('a[href="/report"]').first().click();
      await loaded;
      expect(new URL(page.url()).pathname).toBe('/report');
      await fill(page, 'report', valid('linked').report!);
      await submitOf(page, 'report').click();
      await expect.poll(() => statusOf(page, 'report').textContent(), { timeout: 15_000 }).toBe(t('en', 'report.thanks'));
      expect(posts[0]!.postDataJSON()).toMatchObject({ 'g-recaptcha-response': WIDGET_TOKEN });
    } finally {
      await page.close();
    }
  });

  it('retries once when its XSRF cookie is gone, with the fresh cookie the refusal set (order)', async () => {
    const { page, posts } = await openForm('islands', '/order', 'order');
    try {
      // The session's cookie is gone (cleared, or the browser was restarted) while the page stays open.
      await page.evaluate((name) => (document.cookie = `${name}=; Max-Age=0; Path=/`), XSRF_COOKIE);
      expect(await page.evaluate(() => document.cookie)).not.toContain(XSRF_COOKIE);
      await fill(page, 'order', valid('stale').order!);
      await submitOf(page, 'order').click();
      await expect.poll(() => statusOf(page, 'order').textContent(), { timeout: 15_000 }).toBe(t('en', 'order.thanks'));
      expect(posts).toHaveLength(2);
      const [first, second] = await Promise.all(posts.map((post) => post.headerValue(XSRF_HEADER)));
      expect(first).toBeNull();
      expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await page.close();
    }
  });
});
