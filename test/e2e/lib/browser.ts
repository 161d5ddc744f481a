/// <reference types="node" />
// One Debian Chromium per test file, driven by playwright-core; never a downloaded browser.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { root } from '../../../scripts/lib/import-ts.mjs';

import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../../../scripts/lib/chromium.mjs';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh persistent context (its own user-data dir under .tmp/), removed again on close. */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
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

/** The one browser of a test file: started before its tests, closed after them. */
export function browserForFile(options: { javaScriptEnabled?: boolean } = {}): { readonly context: BrowserContext } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
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
