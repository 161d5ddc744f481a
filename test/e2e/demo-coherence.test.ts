/// <reference types="node" />
// What docs/decisions/021-page-design-and-demo-coherence.md asks of the demo sites, held in a real browser: the Spanish side of the islands guide
// shows its pictures' and videos' Spanish titles and captions, a repeating event shows once in its list
// and its page lists its further dates (a "Saturday" market on Saturdays), and a non-tourism site
// filters by its own categories only. Pages stay axe clean and valid HTML.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { axeViolations } from './lib/axe';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';
import { vnuErrors } from './lib/vnu';

const stack = e2eStack();
const browser = browserForFile();

async function withPage<T>(site: string, path: string, use: (page: Page, served: string) => Promise<T>): Promise<T> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 844 });
  try {
    const response = await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
    expect(response?.status(), `${site}${path}`).toBe(200);
    return await use(page, await response!.text());
  } finally {
    await page.close();
  }
}

/** axe on the page as shown, the Nu checker on the page as served. */
async function expectCleanAndValid(page: Page, served: string) {
  expect(await axeViolations(page)).toEqual([]);
  const dir = mkdtempSync(join(tmpdir(), 'demo-coherence-'));
  writeFileSync(join(dir, 'page.html'), served);
  expect(vnuErrors(dir)).toEqual([]);
}

describe('demo sites that hold together', () => {
  it("islands in Spanish: a trail page's picture caption and video read in Spanish", async () => {
    await withPage('islands', '/articulos/sendero-monte-pirata/trail-mount-pirata-trail', async (page) => {
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.locator('figure figcaption').first().innerText()).toBe('En Sendero Monte Pirata – Ilustración: demo de Travel Guide');
      await page.locator('.embeds').scrollIntoViewIfNeeded();
      expect(await page.locator('.embed__title').first().innerText()).toContain('Sendero Monte Pirata en cuatro minutos');
      expect(await page.locator('.embed__caption').first().innerText()).toBe('Un paseo por todo el sendero.');
    });
  });

  it("islands in Spanish: a trail page's daylight reads in Spanish, clean and valid", async () => {
    await withPage('islands', '/articulos/sendero-monte-pirata/trail-mount-pirata-trail', async (page, served) => {
      const daylight = page.locator('section.daylight');
      await daylight.scrollIntoViewIfNeeded();
      expect(await daylight.locator('h2').innerText()).toMatch(/luz del día en el punto de partida/i);
      expect(await daylight.innerText()).toMatch(/Salida del sol \d{1,2}:\d{2}\s[AP]M, puesta del sol \d{1,2}:\d{2}\s[AP]M\./);
      await expectCleanAndValid(page, served);
    });
  });

  it('islands: the Saturday market shows once on /events, and its page lists its further Saturdays', async () => {
    const hrefs = await withPage('islands', '/events?tab=grid', (page) => page.locator('main .card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)));
    const market = hrefs.filter((href) => decodeURIComponent(href).includes('event-saturday-farmers-market'));
    expect(market).toHaveLength(1);
    await withPage('islands', market[0]!, async (page, served) => {
      const further = page.locator('.entry__further-dates');
      expect(await further.getByText(t('en', 'detail.furtherDates')).isVisible()).toBe(true);
      const starts = await further.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.length).toBeLessThanOrEqual(6);
      for (const start of starts) expect(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/New_York' }).format(new Date(start))).toBe('Saturday');
      await expectCleanAndValid(page, served);
    });
  });

  it('food-awareness: the sectors filter offers the food system sectors, no tourism category', async () => {
    await withPage('food-awareness', '/sectors', async (page, served) => {
      const labels = (await page.locator('input[name="category"]').evaluateAll((inputs) => inputs.map((input) => input.parentElement!.textContent!.trim()))).sort();
      expect(labels).toEqual(['Distribution', 'Processing', 'Production', 'Retail and markets']);
      await expectCleanAndValid(page, served);
    });
  });
});
