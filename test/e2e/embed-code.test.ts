/// <reference types="node" />
// Embed code on an index screen, as a visitor uses it: the iframe snippet of a listed entry's embed
// route is there to select without JavaScript; hydrated, 'Copy embed code' puts it on the clipboard
// and says so, another entry can be chosen, and the preview frames the embed route (the one route a
// frame may show; any other page inside a frame says it cannot be embedded).
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const SECTION = 'section.embed-code';
// Without the service worker: in full runs its precaching left the preview frame without a page for
// over 45 s (alone it loads in 2 s); the frame under the service worker is an open question
// (docs/decisions/034-offline.md).
const browser = browserForFile({ serviceWorkers: 'block' });

describe('embed code (islands /places)', () => {
  it('copies the snippet of the chosen entry and previews its embed route', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await browser.context.newPage();
    try {
      await page.goto(`${origin}/places`, { waitUntil: 'load' });
      const code = page.locator('#embed-code-code');
      const first = await code.inputValue();
      const frame = /^<iframe src="([^"]+)" title="([^"]+)" width="480" height="420" loading="lazy" style="[^"]*"><\/iframe>$/.exec(first);
      expect(frame, first).not.toBeNull();
      expect(new URL(frame![1]!).pathname).toMatch(/^\/embeds\/[^/]+\/[^/]+$/);

      // The first interaction wakes the island; its copy button then copies the code.
      await page.locator(SECTION).hover();
      const copy = page.locator(SECTION).getByRole('button', { name: t('en', 'embed.copy'), exact: true });
      await copy.click();
      await expect.poll(() => page.locator(`${SECTION} [role="status"]`).textContent()).toBe(t('en', 'embed.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

      // Another listed entry: its own code, and the preview follows.
      const choice = page.getByLabel(t('en', 'embed.entry'), { exact: true });
      expect(await choice.locator('option').count()).toBeGreaterThan(1);
      await choice.selectOption({ index: 1 });
      const second = await code.inputValue();
      expect(second).not.toBe(first);
      const src = /src="([^"]+)"/.exec(second)![1]!;

      await page.locator(`${SECTION} summary`).click();
      const preview = page.locator(`${SECTION} details iframe`);
      expect(await preview.getAttribute('src')).toBe(src);
      // The frame loads lazily, as pasted on other sites: it loads once in view, as the visitor sees it.
      await preview.scrollIntoViewIfNeeded();
      const framed = page.frameLocator(`${SECTION} details iframe`);
      // An uncached embed render on a stack shared by every browser test file can take tens of seconds.
      await framed.locator('main').waitFor({ timeout: 60_000 });
      expect(await framed.locator('#not-embeddable-title').count()).toBe(0);
      expect(await framed.locator('main a').count()).toBeGreaterThan(0);
    } finally {
      await page.close();
      await browser.context.clearPermissions();
    }
  }, 120_000);
});
