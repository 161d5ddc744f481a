/// <reference types="node" />
// The product is complete HTML without JavaScript: with scripts off, pages render and plain links and
// forms carry the visitor through index, tabs, filters, pagination, detail and the newsletter form.
import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { firstDetailLink, NEWSLETTER_FORM, newsletterAddress, tabLinks } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const INDEX = '/places';
const browser = browserForFile({ javaScriptEnabled: false });
let page: Page;

beforeAll(async () => {
  page = await browser.context.newPage();
});

async function open(path: string): Promise<Response> {
  const response = await page.goto(`${origin}${path}`);
  if (!response) throw new Error(`no response for ${path}`);
  return response;
}

/** Submits a form by clicking its submit control, the way a visitor without JavaScript does. */
async function submit(form: ReturnType<Page['locator']>): Promise<Response> {
  const [response] = await Promise.all([page.waitForNavigation(), form.locator('button[type="submit"], input[type="submit"], button:not([type])').first().click()]);
  if (!response) throw new Error('the form submission did not navigate');
  return response;
}

describe('with JavaScript off (islands)', () => {
  it('the home page renders its navigation and main content', async () => {
    const response = await open('/');
    expect(response.status()).toBe(200);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('nav a[href]').count()).toBeGreaterThan(0);
  });

  it('an index page links to a detail page that renders', async () => {
    expect((await open(INDEX)).status()).toBe(200);
    const detail = firstDetailLink(await page.content());
    expect(detail, `no detail link on ${INDEX}`).toBeTruthy();
    const [response] = await Promise.all([page.waitForNavigation(), page.locator(`a[href$="${detail}"]`).first().click()]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(detail);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
  });

  it('index tabs are plain links that switch the view', async () => {
    await open(INDEX);
    const tabs = tabLinks(await page.content(), INDEX);
    expect(tabs.length, `no ?tab= links on ${INDEX}`).toBeGreaterThan(0);
    for (const tab of tabs) {
      const response = await open(tab);
      expect(response.status(), tab).toBe(200);
      expect(new URL(page.url()).search).toBe(new URL(tab, origin).search);
    }
  });

  it('category filters submit as a plain GET form and keep the page working', async () => {
    await open(INDEX);
    const form = page.locator('main form[method="get" i]:has(input[type="checkbox"], input[type="radio"], select)').first();
    expect(await form.count(), `no GET filter form on ${INDEX}`).toBe(1);
    const choice = form.locator('input[type="checkbox"], input[type="radio"]').first();
    if ((await choice.count()) > 0) await choice.check();
    else await form.locator('select').first().selectOption({ index: 1 });
    const response = await submit(form);
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).search, 'the filter did not reach the query string').not.toBe('');
    const cards = await page.locator(`main a[href*="/entries/"]`).count();
    const empty = await page.getByText('No items were found.').count();
    expect(cards + empty, 'neither cards nor the empty message after filtering').toBeGreaterThan(0);
  });

  it('pagination links lead to the next page of results', async () => {
    await open('/entries');
    const next = page.locator('a[href*="page=2"]').first();
    expect(await next.count(), 'no link to page 2 on /entries (demo content has more than one page)').toBe(1);
    const [response] = await Promise.all([page.waitForNavigation(), next.click()]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  it('the newsletter form posts without JavaScript and answers with the thanks page', async () => {
    await open('/');
    const form = page.locator(NEWSLETTER_FORM);
    expect(await form.count(), 'no newsletter form on the home page').toBe(1);
    await form.locator('input[type="email"]').fill(newsletterAddress('no-js'));
    const response = await submit(form);
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/forms/newsletter');
    expect(await page.locator('main .form-result').getByText(t('en', 'newsletter.thanks'), { exact: true }).count()).toBe(1);
    expect(await page.getByText(t('en', 'internal_error')).count()).toBe(0);
  });

  it('a bad address posted without JavaScript answers 400 with the invalid email message', async () => {
    await open('/');
    const form = page.locator(NEWSLETTER_FORM);
    // The browser's own check would stop the post: a visitor with an old browser gets the server's.
    await form.evaluate((node) => ((node as HTMLFormElement).noValidate = true));
    await form.locator('input[type="email"]').fill('not-an-address');
    const response = await submit(form);
    expect(response.status()).toBe(400);
    expect(await page.locator('main .form-result').getByText(t('en', 'invalid_email'), { exact: true }).count()).toBe(1);
  });
});
