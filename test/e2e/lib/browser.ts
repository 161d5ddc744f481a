/// <reference types="node" />
// One Debian Chromium per test file, driven by playwright-core; never a downloaded browser.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { root } from '../../../scripts/lib/import-ts.mjs';

import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../../../scripts/lib/chromium.mjs';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  javaScriptEnabled?: boolean;
  /**
   * Reach every host through this HTTP proxy (test/e2e/lib/network-switch.ts), loopback included
   * (Chromium never proxies it otherwise), so a test can cut the network for the page and its
   * service worker alike.
   */
  proxy?: string;
  /**
   * 'block' keeps the site's service worker from registering: a test that fails requests on purpose
   * with `page.route` must see them, and Playwright's routes never see what a service worker fetches
   * or answers from its precache.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** A fresh persistent context (its own user-data dir under .tmp/), removed again on close. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: options.proxy ? [...CHROMIUM_FLAGS, `--proxy-server=${options.proxy}`, '--proxy-bypass-list=<-loopback>'] : CHROMIUM_FLAGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport: { width: 1280, height: 900 },
  });
  watch(context);
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each context's requests not yet answered, its service worker's included. */
const unanswered = new WeakMap<BrowserContext, Set<Request>>();
/** What each page logged as an error. */
const pageErrors = new WeakMap<Page, string[]>();

function watch(context: BrowserContext): void {
  const pending = new Set<Request>();
  unanswered.set(context, pending);
  context.on('request', (request) => pending.add(request));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
  context.on('console', (message) => {
    const page = message.page();
    if (message.type() === 'error' && page) pageErrors.set(page, [...(pageErrors.get(page) ?? []), message.text()]);
  });
}

/**
 * What a page was still waiting for when a test gave up on it: its requests (and its service
 * worker's) not yet answered, and the errors it logged, so a failure on a loaded machine says why.
 */
export function waitingFor(page: Page): string {
  const pending = [...(unanswered.get(page.context()) ?? [])].filter((request) => request.serviceWorker() || request.frame().page() === page);
  const requests = pending.map((request) => `${request.serviceWorker() ? 'service worker: ' : ''}${request.method()} ${request.url()}`);
  return `unanswered: ${JSON.stringify(requests)}; errors logged: ${JSON.stringify(pageErrors.get(page) ?? [])}`;
}

/** The one browser of a test file: started before its tests, closed after them. */
export function browserForFile(options: LaunchOptions | (() => LaunchOptions) = {}): { readonly context: BrowserContext } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(typeof options === 'function' ? options() : options);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get context() {
      if (!browser) throw new Error('the browser has not started: use it inside tests or hooks');
      return browser.context;
    },
  };
}
