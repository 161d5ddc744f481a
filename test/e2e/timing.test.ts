/// <reference types="node" />
// Promotions appear 1000 ms after they arrive, the developed-with badge after 250 ms (docs/product/menus-and-layout.md#promotions, #developed-with-badge there), both
// in room already theirs: nothing on the page moves. Both delays are CSS animations, which page.clock
// does not drive; the test holds each animation's own clock (Web Animations: paused, currentTime set)
// and reads the page at chosen moments, then checks the layout-shift record of the whole visit.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();

/** Holds the element's reveal animation at `ms` and reports what a visitor sees then. */
function at(target: Locator, ms: number) {
  return target.evaluate((node, time) => {
    const animation = node.getAnimations()[0]!;
    animation.pause();
    animation.currentTime = time;
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return {
      visibility: style.visibility,
      opacity: Number(style.opacity),
      delay: Number(animation.effect!.getTiming().delay),
      box: { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height },
    };
  }, ms);
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('timed appearances', () => {
  it('promotions appear 1000 ms after they arrive, without moving anything (islands home)', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${originOf(stack, 'islands')}/`, { waitUntil: 'load' });
      const promotions = page.locator('section.promotions');
      await promotions.waitFor({ state: 'attached' });
      // Read after the reveal has run its course, as on a slow machine: the animation is still there.
      await page.waitForTimeout(1500);
      const before = await at(promotions, 0);
      expect(before.delay).toBe(1000);
      expect(before.visibility).toBe('hidden');
      expect(before.box.height, 'hidden promotions keep their room').toBeGreaterThan(0);
      expect((await at(promotions, 999)).visibility).toBe('hidden');
      const shown = await at(promotions, 1000);
      expect(shown.visibility).toBe('visible');
      expect(shown.box).toEqual(before.box);
      // Let the real animation end, then read every shift of the visit.
      await promotions.evaluate((node) => node.getAnimations()[0]?.finish());
      await page.waitForTimeout(1200);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    } finally {
      await page.close();
    }
  });

  it('the developed-with badge appears after 250 ms (valley-trails)', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${originOf(stack, 'valley-trails')}/`, { waitUntil: 'load' });
      const badge = page.locator('a.badge');
      const before = await at(badge, 0);
      expect(before.delay).toBe(250);
      expect(before.visibility).toBe('hidden');
      expect((await at(badge, 249)).visibility).toBe('hidden');
      const shown = await at(badge, 1000);
      expect(shown).toMatchObject({ visibility: 'visible', opacity: 1 });
      expect(shown.box).toEqual(before.box);
    } finally {
      await page.close();
    }
  });
});
