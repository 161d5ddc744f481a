/// <reference types="node" />
// Web analytics in the browser (docs/product/menus-and-layout.md#analytics): the site's tag loads on its production host and nowhere else.
// The stack serves development hosts (localhost is islands, <site>.localhost each site, all at the
// development stage: checked first, as the stack's /healthz reports them); the production host is registered in its hostname store like a
// deployment's, and the browser reaches it through a route that hands its requests to the local
// worker under that Host. The tag's own host cannot be reached from here: its request is recorded
// and answered empty.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/import-ts.mjs';
import { httpRequest } from '../../scripts/lib/http.mjs';
import { run } from '../../scripts/lib/proc.mjs';
import { browserForFile } from './lib/browser';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const browser = browserForFile();
const PRODUCTION_HOST = 'islands.travel-guide.example';
const TAG = 'https://www.googletagmanager.com/';

/** Every request the page makes to the tag's host, answered with an empty script. */
async function recordTag(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`${TAG}**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return seen;
}

describe("the stack's hosts", () => {
  const health = async (host: string) => JSON.parse((await httpRequest(`http://127.0.0.1:${stack.sitePort}/healthz`, { host })).body);

  it('serves islands on localhost and each site on <site>.localhost, all at the development stage', async () => {
    // docs/product/sites.md#hostnames: localhost serves islands.
    expect(await health('localhost')).toMatchObject({ site: 'islands', stage: 'development', host: 'localhost' });
    for (const site of stack.siteIds) expect(await health(`${site}.localhost`)).toMatchObject({ site, stage: 'development', host: `${site}.localhost` });
  });
});

describe('analytics tag (islands)', () => {
  beforeAll(async () => {
    const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
    const record = JSON.stringify({ site: 'islands', stage: 'production' });
    await run(process.execPath, [wrangler, 'kv', 'key', 'put', PRODUCTION_HOST, record, '--binding', 'HOSTS', '--local', '--persist-to', stack.persistDir], { quiet: true, label: 'kv' });
  }, 120_000);

  it('loads on the production host, and its starter runs under the CSP', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      const seen = await recordTag(page);
      // The production host's requests go to the local worker under that Host.
      await page.route(`https://${PRODUCTION_HOST}/**`, async (route) => {
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `http://127.0.0.1:${stack.sitePort}${url.pathname}${url.search}`, headers: { ...route.request().headers(), host: PRODUCTION_HOST } });
        await route.fulfill({ response });
      });
      await page.goto(`https://${PRODUCTION_HOST}/places`, { waitUntil: 'load' });
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      expect(seen[0]).toBe(`${TAG}gtag/js?id=G-ISLANDS01`);
      await expect.poll(() => page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? null))).toContain('G-ISLANDS01');
      expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('is absent from the development host', async () => {
    const page = await browser.context.newPage();
    try {
      const seen = await recordTag(page);
      await page.goto(`${originOf(stack, 'islands')}/places`, { waitUntil: 'load' });
      expect(await page.locator('script[src*="googletagmanager"], script[data-analytics-id]').count()).toBe(0);
      await page.waitForTimeout(300);
      expect(seen).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
