// Islands as a visitor wakes them: what the browser suite needs to hydrate and inspect them.
import type { ElementHandle, Page } from 'playwright-core';

const ISLAND = '[data-island]';
export const HYDRATED = '[data-island-hydrated]';

/**
 * Brings every island on the page into view and moves a mouse over it (over the part an `engage`
 * island waits on, the map's box), which covers the visible, interaction and engage strategies (load
 * and idle need nothing, the map's companions follow the map), then waits for all of them to hydrate.
 * Resolves with the names of the islands that did not within the time.
 */
export async function hydrateIslands(page: Page, timeoutMs = 10_000): Promise<string[]> {
  await page.evaluate(async (selector) => {
    // Intersection is observed after rendering: each island stays in view for a couple of frames
    // (reached at once: the site's stylesheet makes scrolling smooth).
    // Chromium at times paints no frame for a page opened after others in the same context (the trail
    // report form after two other forms): a timer bounds the wait, so a missing frame cannot hang a visit.
    const frames = () => Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    for (const root of document.querySelectorAll(selector)) {
      const first = root.firstElementChild;
      first?.scrollIntoView({ behavior: 'instant' });
      await frames();
      const target = root.querySelector('[data-island-engage]') ?? first;
      target?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, ISLAND);
  const pending = () => page.$$eval(`${ISLAND}:not(${HYDRATED})`, (roots) => roots.map((root) => root.getAttribute('data-island') ?? '?'));
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, `${ISLAND}:not(${HYDRATED})`, { timeout: timeoutMs }).catch(() => undefined);
  return pending();
}

/** React keeps its fiber on every DOM node it hydrated or created; a server-only node has none. */
export function ownedByReact(element: ElementHandle): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

/** Console errors from the island runtime or React (hydration mismatches, failed chunks). */
export function isIslandError(text: string): boolean {
  return /^island |hydrat|react/i.test(text);
}
