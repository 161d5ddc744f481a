/// <reference types="node" />
// The form pages (docs/product/forms.md#form-pages: report, join, order) with JavaScript off: each posts as a plain HTML form and
// the server answers with a page in the site's layout. The report's captcha widget needs a script, so
// without one the answer is the invalid_token message, and the page says so before the post.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type MessageKey, t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { newsletterAddress } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile({ javaScriptEnabled: false });

async function open(site: string, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  const response = await page.goto(`${originOf(stack, site)}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

/** Fills the fields and clicks the submit button, the way a visitor without JavaScript does. */
async function post(page: Page, form: string, fields: Record<string, string>): Promise<Response> {
  const section = page.locator(`[data-site-form="${form}"]`);
  for (const [name, value] of Object.entries(fields)) await section.locator(`[name="${name}"]`).fill(value);
  const [response] = await Promise.all([page.waitForNavigation(), section.locator('button[type="submit"]').click()]);
  if (!response) throw new Error('the form submission did not navigate');
  return response;
}

const answerOf = (page: Page) => page.locator('.form-result');

describe('form pages with JavaScript off', () => {
  it.each([
    ['islands', '/join', 'join', 'menu.join', 'join.thanks', { email: newsletterAddress('join-plain'), password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' }],
    [
      'islands',
      '/pedido',
      'order',
      'menu.order',
      'order.thanks',
      { name: 'Ada Lovelace', email: newsletterAddress('order-plain'), streetAddress: '12 Harbour Road', city: 'Port Town', stateOrProvince: 'PR', postalCode: '00901', country: 'US' },
    ],
  ] as const)('%s %s: the %s form posts as plain HTML and the answer page thanks', async (site, path, form, heading, thanks, fields) => {
    const page = await open(site, path);
    try {
      const response = await post(page, form, fields);
      expect(response.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/forms/${form}`);
      const locale = path === '/pedido' ? 'es' : 'en';
      expect(await answerOf(page).locator('h1').textContent()).toBe(t(locale, heading as MessageKey));
      expect(await answerOf(page).locator('[role="status"]').textContent()).toBe(t(locale, thanks as MessageKey));
      if (form === 'join')
        expect(
          await answerOf(page)
            .getByRole('link', { name: t('en', 'join.login') })
            .count(),
        ).toBe(1);
      // Back to the form page.
      expect(await answerOf(page).locator(`a[href="${path}"]`).count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('a field the server rejects comes back as an answer page naming the problem (join)', async () => {
    const page = await open('islands', '/join');
    try {
      // The browser's own check lets 'ada@localhost' through; the server's pattern does not.
      const response = await post(page, 'join', { email: 'ada@localhost', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' });
      expect(response.status()).toBe(400);
      expect(await answerOf(page).locator('[role="alert"]').textContent()).toBe(t('en', 'invalid_email'));
    } finally {
      await page.close();
    }
  });

  it('the report form says its verification needs JavaScript, and its post is answered with the invalid token message', async () => {
    const page = await open('valley-trails', '/report');
    try {
      expect(await page.locator('[data-site-form="report"] .site-form-captcha').textContent()).toContain(t('en', 'form.captchaNoScript'));
      const response = await post(page, 'report', { text: 'Bridge washed out at the second crossing.', firstName: 'Ana', lastName: 'Ruiz', email: newsletterAddress('report-plain') });
      expect(response.status()).toBe(400);
      expect(await answerOf(page).locator('[role="alert"]').textContent()).toBe(t('en', 'invalid_token'));
    } finally {
      await page.close();
    }
  });
});
