/// <reference types="node" />
// docs/product/menus-and-layout.md#framing-and-embeds in a real browser: the embed route shows its card inside another site's frame; any
// other route, framed, shows 'not embeddable' and nothing of the page itself.
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
// The framing page is another http origin (CSP's frame-ancestors * matches no about:blank parent)
// whose answer has no CSP of its own to restrict its frames: the content service's health check.
const parent = stack.contentUrl;
const browser = browserForFile();

describe('pages inside a frame on another site (islands)', () => {
  it('shows the embed, and "not embeddable" for a list page', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${parent}/healthz`);
      await page.setContent(
        `<iframe name="embed" title="embed" src="${origin}/embeds/flamenco-beach/place-flamenco-beach"></iframe>` + `<iframe name="list" title="list" src="${origin}/places"></iframe>`,
        { waitUntil: 'load' },
      );
      const embed = page.frame({ name: 'embed' });
      const list = page.frame({ name: 'list' });
      await expect.poll(async () => (await embed?.locator('h1').textContent())?.trim()).toBe('Flamenco Beach');
      await expect.poll(async () => list?.locator('body').textContent()).toContain(t('en', 'not_embeddable'));
      expect(await list?.locator('.cards').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
