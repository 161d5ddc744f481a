/// <reference types="node" />
// Transfer budgets, measured the way a visitor pays: every script and stylesheet the page loads,
// gzip-compressed here so the figure does not depend on whether the local server compresses.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** A page without a map, once every island on it has hydrated (React included). */
export const JS_BUDGET = 100 * 1024;
/** The same page before any island hydrates: the page-wide script alone. */
export const JS_INITIAL_BUDGET = 15 * 1024;
export const CSS_BUDGET = 30 * 1024;

export interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  gzipBytes: number;
}

/** Starts recording scripts and stylesheets; `collect()` resolves their compressed sizes. */
export function recordAssets(page: Page) {
  const pending: Promise<Asset | null>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), type, gzipBytes: gzipSync(body).length }) as Asset)
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return {
    async collect(): Promise<Asset[]> {
      page.off('response', onResponse);
      return (await Promise.all(pending)).filter((a): a is Asset => a !== null);
    },
  };
}

export const totalOf = (assets: Asset[], type: Asset['type']) => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzipBytes, 0);

export function describeAssets(assets: Asset[], type: Asset['type']): string {
  return assets
    .filter((a) => a.type === type)
    .map((a) => `  ${(a.gzipBytes / 1024).toFixed(1)} KB  ${a.url}`)
    .join('\n');
}
