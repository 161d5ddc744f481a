/// <reference types="node" />
// The menu and the search panel island (docs/product/menus-and-layout.md#search-panel) in a real browser: the mobile menu toggles and
// locks scrolling while open; the search panel opens from its button, keeps a short query from being
// submitted, and closes on Escape or a click outside.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserForFile();

async function open(width: number): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const response = await page.goto(`${origin}/places`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return page;
}

const locked = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'));

describe('menu and search panel with JavaScript on (islands)', () => {
  it('the mobile menu opens, locks page scrolling, and closes on Escape with focus back on its button', async () => {
    const page = await open(375);
    try {
      const toggle = page.locator('[data-menu-toggle]');
      expect(await toggle.getAttribute('role')).toBe('button');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('[data-menu]').evaluate((menu) => menu.classList.contains('is-open'))).toBe(true);
      expect(await locked(page)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await locked(page)).toBe(false);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await toggle.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    } finally {
      await page.close();
    }
  });

  it('the search panel opens on its input, refuses fewer than 3 characters, and closes on Escape or a click outside', async () => {
    const page = await open(1280);
    try {
      const toggle = page.locator('[data-search-toggle]');
      const panel = page.locator('[data-search-panel]');
      const isOpen = () => panel.evaluate((el) => el.classList.contains('is-open'));
      // The first click also wakes the island: it is held until React has hydrated, then replayed.
      await toggle.click();
      await expect.poll(isOpen).toBe(true);
      await expect.poll(() => panel.locator('input[name="text"]').evaluate((el) => el === document.activeElement)).toBe(true);
      const submit = panel.locator('button[type="submit"]');
      await panel.locator('input[name="text"]').fill(' ab ');
      expect(await submit.isDisabled()).toBe(true);
      await panel.locator('input[name="text"]').fill('beach');
      expect(await submit.isDisabled()).toBe(false);
      await page.keyboard.press('Escape');
      expect(await isOpen()).toBe(false);
      await toggle.click();
      expect(await isOpen()).toBe(true);
      await page.locator('main h1').click();
      expect(await isOpen()).toBe(false);
    } finally {
      await page.close();
    }
  });
});
