/// <reference types="node" />
// A trail page as a hiker reads it on a phone (390 x 844; docs/decisions/055-trail-page-reading-order.md):
// the name, the facts, one compact row of actions, the map picture and its elevation profile, then the
// description, the practical lines, measurements and photos, and related entries last. The top of the
// description's first paragraph is within 1,266 px of the page's top, with JavaScript on or off (1,535
// before the change), and no tool of the share panel shows before it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const PHONE = { width: 390, height: 844 };
/** Where the description's first paragraph must start at the latest, from the top of the page. */
const DESCRIPTION_TOP = 1266;
/** The page's parts in reading order (those it has). */
const READING_ORDER = ['main h1', '.trail-facts', '.entry-actions', '.map-slot--entry', '.profile', '.view--detail > .prose', '.measurements', '#nearby-heading'];
/** The sites' first trails, and whether each has an elevation profile (the OpenStreetMap import's trails know no climb). */
const SITES = [
  { site: 'valley-trails', profile: true },
  { site: 'park-gateway', profile: true },
  { site: 'liechtenstein', profile: false },
];

/** A trail page of the site, found the way a visitor finds one: from the Trails map tab's list. */
async function trailPath(page: Page, site: string): Promise<string> {
  await page.goto(`${originOf(stack, site)}/trails?tab=map`, { waitUntil: 'load' });
  return (await page.locator('.feature-list__item a').first().getAttribute('href'))!;
}

/** The top of each present part, from the top of the page. */
function tops(page: Page, selectors: string[]): Promise<Array<[string, number]>> {
  return page.evaluate(
    (list) =>
      list.flatMap((selector) => {
        const element = document.querySelector(selector);
        return element ? [[selector, element.getBoundingClientRect().top + window.scrollY] as [string, number]] : [];
      }),
    selectors,
  );
}

function readsTheWalkFirst(javaScriptEnabled: boolean) {
  const browser = browserForFile({ javaScriptEnabled });
  for (const { site, profile } of SITES) {
    it(`${site}: the walk first, the description within ${DESCRIPTION_TOP} px, the share panel's tools folded away`, async () => {
      const page = await browser.context.newPage();
      try {
        await page.setViewportSize(PHONE);
        const path = await trailPath(page, site);
        expect((await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' }))?.status()).toBe(200);
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

        const found = await tops(page, READING_ORDER);
        const names = found.map(([selector]) => selector);
        for (const required of ['main h1', '.trail-facts', '.entry-actions', '.map-slot--entry', ...(profile ? ['.profile'] : []), '.view--detail > .prose']) expect(names).toContain(required);
        const ys = found.map(([, y]) => y);
        expect(
          [...ys].sort((a, b) => a - b),
          JSON.stringify(found),
        ).toEqual(ys);

        const description = await page
          .locator('.view--detail > .prose p')
          .first()
          .evaluate((p) => p.getBoundingClientRect().top + window.scrollY);
        console.log(`[reading order] ${site}${path} (JavaScript ${javaScriptEnabled ? 'on' : 'off'}): description at ${Math.round(description)} px`);
        expect(description).toBeLessThanOrEqual(DESCRIPTION_TOP);

        // The row: Directions, GPX and Share (and Save for offline where a script can save), in one or two lines.
        const row = page.locator('.entry-actions__list');
        for (const name of [t('en', 'detail.directions'), t('en', 'map.downloadGpx')]) expect(await row.getByRole('link', { name }).isVisible()).toBe(true);
        expect(await row.locator('summary', { hasText: t('en', 'detail.share') }).isVisible()).toBe(true);
        expect(await row.getByRole('button', { name: t('en', 'saved.save'), exact: true }).isVisible()).toBe(javaScriptEnabled);
        expect((await row.boundingBox())!.height).toBeLessThan(120);
        // GeoJSON, the link box, email and the embed code wait inside the closed panel.
        for (const hidden of ['#share-url', '#share-embed-code', 'a[href$="/features.geojson"]']) expect(await page.locator(hidden).isVisible(), hidden).toBe(false);
        expect(await page.getByRole('link', { name: t('en', 'share.email') }).isVisible()).toBe(false);
      } finally {
        await page.close();
      }
    }, 90_000);
  }
}

describe('a trail page on a phone, JavaScript on', () => readsTheWalkFirst(true));
describe('a trail page on a phone, JavaScript off', () => readsTheWalkFirst(false));
