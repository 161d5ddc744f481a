/// <reference types="node" />
// Offline on the trail, in a real browser with the network really cut: the browser reaches the stack
// through a proxy that, offline, destroys every socket, so the service worker's own fetches fail too
// (context.setOffline tells the page as well). The site installs (manifest, icons, no installability
// errors); pages read before open offline, others show the site's offline page; a newsletter sign-up
// made offline is kept, and arrives at the list provider once when the network returns.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n/t';
import { serveCaptchaWidget } from './lib/captcha';
import { browserBehindSwitch, expectNetworkGone } from './lib/network-switch';
import { NEWSLETTER_FORM, newsletterAddress } from './lib/pages';
import { e2eStack, originOf } from './lib/stack';

const stack = e2eStack();
const origin = originOf(stack, 'islands');
const browser = browserBehindSwitch();

/** A page of the site once its service worker controls it (installed, precache done, claimed). */
async function controlledPage(path: string, site = 'islands'): Promise<Page> {
  const page = await browser.context.newPage();
  // The report's captcha widget cannot load here: the stand-in answers at its URL (test/e2e/lib/captcha.ts).
  if (site !== 'islands') await serveCaptchaWidget(page, site);
  const response = await page.goto(`${originOf(stack, site)}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page;
}

const heading = (page: Page) => page.locator('main h1').first().textContent();

/** The list provider stand-in's calls naming `address`. */
async function listCalls(address: string): Promise<unknown[]> {
  const res = await fetch(`${stack.providersUrl}/_stand-in/requests?provider=list`);
  const { requests } = (await res.json()) as { requests: { body: unknown }[] };
  return requests.filter((call) => JSON.stringify(call.body).includes(address));
}

describe('installable site (islands)', () => {
  it('links a manifest whose icons load at their sizes, and Chromium reports no installability errors', async () => {
    const page = await controlledPage('/about');
    try {
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
      expect(manifest).toMatchObject({ name: 'Island Guide', display: 'standalone', start_url: '/' });
      const sizes = await page.evaluate(
        (icons: { src: string }[]) =>
          Promise.all(
            icons.map(
              (icon) =>
                new Promise<string>((resolve, reject) => {
                  const image = new Image();
                  image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
                  image.onerror = () => reject(new Error(icon.src));
                  image.src = icon.src;
                }),
            ),
          ),
        manifest.icons,
      );
      expect(sizes).toEqual(['192x192', '512x512', '512x512']);
      const cdp = await browser.context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('offline', () => {
  it('opens pages read before from their kept copy, styled, and the offline page for others', async () => {
    const page = await controlledPage('/about');
    try {
      // Read online once the service worker controls the page: these are kept.
      await page.goto(`${origin}/places`, { waitUntil: 'load' });
      const placesHeading = await heading(page);
      await page.goto(`${origin}/about`, { waitUntil: 'load' });
      const aboutHeading = await heading(page);

      await browser.setOnline(false);
      // The network is really gone: a request outside the service worker fails.
      await expectNetworkGone(page);

      const places = await page.goto(`${origin}/places`, { waitUntil: 'load' });
      expect(places?.status()).toBe(200);
      expect(await heading(page)).toBe(placesHeading);
      // The precached stylesheet applies: the menu is laid out as online, not as unstyled HTML.
      expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/styles/site-') && sheet.cssRules.length > 0))).toBe(true);

      await page.goto(`${origin}/about`, { waitUntil: 'load' });
      expect(await heading(page)).toBe(aboutHeading);

      const stories = await page.goto(`${origin}/stories`, { waitUntil: 'load' });
      expect(stories?.status()).toBe(200);
      expect(await heading(page)).toBe(t('en', 'offline.title'));
      expect(await page.locator('nav a').count()).toBeGreaterThan(2);

      // Its link to the saved guides, precached too, lists the pages kept here, latest first.
      await page.locator('main a[href="/saved?locale=en"]').click();
      await page.waitForURL(`${origin}/saved?locale=en`);
      expect(await heading(page)).toBe(t('en', 'offline.savedGuides'));
      await expect.poll(() => page.locator('[data-kept-pages] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/about', '/places']);
      expect(await page.locator('[data-kept-pages] a[href="/places"]').textContent()).toBe(placesHeading?.trim());
    } finally {
      await browser.setOnline(true);
      await page.close();
    }
  });

  it('keeps a newsletter sign-up made offline, says so, and sends it once when the network returns', async () => {
    const page = await controlledPage('/about');
    const address = newsletterAddress('offline');
    try {
      await browser.setOnline(false);
      const form = page.locator(NEWSLETTER_FORM);
      await form.locator('input[name="email"]').fill(address);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.locator('[data-newsletter-status]').textContent(), { timeout: 15_000 }).toBe(t('en', 'offline.formKept'));
      expect(await listCalls(address)).toEqual([]);

      await browser.setOnline(true);
      await expect.poll(() => listCalls(address), { timeout: 30_000, interval: 500 }).toHaveLength(1);
      // Every later chance to send (a page load, Background Sync) finds nothing left to send.
      await page.reload({ waitUntil: 'load' });
      await page.goto(`${origin}/places`, { waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await listCalls(address)).toHaveLength(1);
    } finally {
      await browser.setOnline(true);
      await page.close();
    }
  });

  it('keeps a trail report typed offline, and back online refills it on its page for the captcha and sends it', async () => {
    const report = { text: 'Bridge at mile 4 washed out.\nFord upstream, knee deep.', firstName: 'Ana', lastName: 'Ruiz', email: newsletterAddress('offline-report') };
    const form = (page: Page) => page.locator('[data-site-form="report"]');
    const page = await controlledPage('/report', 'valley-trails');
    try {
      await browser.setOnline(false);
      for (const [name, value] of Object.entries(report)) await form(page).locator(`[name="${name}"]`).fill(value);
      await form(page).locator('button[type="submit"]').click();
      await expect.poll(() => form(page).locator('[data-form-status]').textContent(), { timeout: 15_000 }).toBe(t('en', 'offline.reportKept'));
    } finally {
      await browser.setOnline(true);
      await page.close();
    }

    const back = await controlledPage('/report', 'valley-trails');
    try {
      await expect.poll(() => back.locator('.offline-draft').textContent()).toBe(t('en', 'offline.reportRestored'));
      for (const [name, value] of Object.entries(report)) expect(await form(back).locator(`[name="${name}"]`).inputValue()).toBe(value);
      const posts: unknown[] = [];
      back.on('request', (request) => {
        if (new URL(request.url()).pathname === '/forms/report') posts.push(request.postDataJSON());
      });
      await form(back).locator('button[type="submit"]').click();
      await expect.poll(() => form(back).locator('[data-form-status]').textContent(), { timeout: 15_000 }).toBe(t('en', 'report.thanks'));
      expect(posts).toEqual([expect.objectContaining({ text: report.text, email: report.email })]);
      // Sent: the next visit to the page finds no draft.
      await back.reload({ waitUntil: 'load' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await back.locator('.offline-draft').count()).toBe(0);
    } finally {
      await back.close();
    }
  });
});
