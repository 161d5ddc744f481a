/// <reference types="node" />
// The custom site search provider through the worker, as a visitor uses the search panel: the
// services site offers only that backend, and the stack's recording stand-in answers for the
// provider. Results are links whose titles are text (the provider's markup never becomes HTML).
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();

describe('custom site search (services)', () => {
  it('shows the provider results in the panel, as text links, with no key in the page', async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto(`${originOf(stack, 'services')}/`, { waitUntil: 'load' });
      await page.locator('[data-search-toggle]').click();
      await page.getByLabel(t('en', 'search.label'), { exact: true }).fill('harbour');
      await page.locator('[data-search-panel] button[type="submit"]').click();
      const results = page.locator('.search-panel__list a');
      await results.first().waitFor();
      expect(await results.allTextContents()).toEqual(['Guide to harbour & more', 'harbour trips']);
      expect(await results.first().getAttribute('href')).toBe('https://guide.example/harbour');
      expect(await page.locator('.search-panel__list b, .search-panel__list img').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(await page.content()).not.toMatch(/AIza/);
    } finally {
      await page.close();
    }
  });

  it('a site with neither backend has no search panel', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${originOf(stack, 'canal-trail')}/`, { waitUntil: 'load' });
      expect(await page.locator('[data-search-toggle]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
