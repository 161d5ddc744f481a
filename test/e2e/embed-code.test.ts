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
const browser = browserForFile();

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
      // What the preview frames: the embed route, which another site's frame may show (its content in a
      // real frame: framing.test.ts and embed-map.test.ts). The snippet names the site's canonical origin,
      // which is its production host once another browser test has registered one (analytics.test.ts):
      // that host does not resolve here, so the route is fetched by its path on the stack's origin.
      const framable = await page.evaluate(async (url) => {
        const res = await fetch(new URL(url).pathname);
        return { status: res.status, xfo: res.headers.get('x-frame-options'), csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
      }, src);
      expect(framable.status).toBe(200);
      expect(framable.xfo).toBeNull();
      expect(framable.csp).toMatch(/frame-ancestors (\*|[^;]*https?:)/);
      expect(framable.html).toContain('<main');
      expect(framable.html).not.toContain('id="not-embeddable-title"');
    } finally {
      await page.close();
      await browser.context.clearPermissions();
    }
  }, 120_000);
});
