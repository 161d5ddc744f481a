/// <reference types="node" />
// Share cards as a browser gets them from the running stack (site worker, content service and the
// card worker behind its service binding): each entry type's page declares its card in its head, and
// the card's URL opens as a 1200x630 PNG picture. The tags and bytes in detail: worker/cards/share-cards.test.ts.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';
import { ISLANDS_ENTRY_OF_EACH_TYPE } from '../support/islands-entries';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.context.newPage();
});
afterAll(() => page?.close());

/** The head's declared card of the page at `path` (a mistyped entry slug redirects to the page). */
async function declaredCard(path: string) {
  const response = await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  const content = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
  const card = {
    heading: (await page.locator('h1').first().textContent())?.trim() ?? '',
    url: await content('meta[property="og:image"]'),
    twitter: await content('meta[name="twitter:image"]'),
    width: await content('meta[property="og:image:width"]'),
    height: await content('meta[property="og:image:height"]'),
    alt: await content('meta[property="og:image:alt"]'),
    twitterAlt: await content('meta[name="twitter:image:alt"]'),
  };
  expect(card.url, path).toMatch(/\/card\.png(\?locale=es)?$/);
  expect(card.twitter).toBe(card.url);
  expect([card.width, card.height]).toEqual(['1200', '630']);
  expect(card.twitterAlt).toBe(card.alt);
  return card;
}

/** Opens the card's URL as the browser's own image document: its type, its decoded size and a hash of its bytes. */
async function openedCard(url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
  expect(response?.headers()['content-type']).toBe('image/png');
  const bytes = await response!.body();
  const size = await page.evaluate(() => {
    const image = document.images[0];
    return image ? [image.naturalWidth, image.naturalHeight] : [];
  });
  return { size, digest: createHash('sha256').update(bytes).digest('hex') };
}

describe('share cards in the browser', () => {
  it.each(ISLANDS_ENTRY_OF_EACH_TYPE)(
    '%s: the page declares a 1200x630 PNG with alt texts naming it, and the card opens as that picture',
    async (id) => {
      const card = await declaredCard(`/entries/x/${id}`);
      expect(card.alt).toMatch(/^Share card of /);
      expect(card.alt).toContain(card.heading);
      expect((await openedCard(card.url!)).size).toEqual([1200, 630]);
    },
    60_000,
  );

  it('gives different trails different cards, and a Spanish page a Spanish alt text', async () => {
    // The trails the Trails list maps (the file downloads when opened, so the page fetches it).
    await page.goto(`${origin}/trails`, { waitUntil: 'domcontentloaded' });
    const [one, two] = await page.evaluate(async () => {
      const trails = (await (await fetch('/trails/features.geojson')).json()) as { features: { properties: { entry: string } }[] };
      return [...new Set(trails.features.map((feature) => feature.properties.entry))];
    });
    expect(two).toBeDefined();
    const first = await declaredCard(`/entries/x/${one}`);
    const second = await declaredCard(`/entries/x/${two}`);
    expect(second.url).not.toBe(first.url);
    expect(second.alt).not.toBe(first.alt);
    expect((await openedCard(second.url!)).digest).not.toBe((await openedCard(first.url!)).digest);
    const spanish = await declaredCard(`/entries/x/${one}?locale=es`);
    expect(spanish.alt).toMatch(/^Tarjeta de «/);
  }, 90_000);
});
