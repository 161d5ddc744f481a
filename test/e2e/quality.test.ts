/// <reference types="node" />
// The quality gates (docs/quality.md) on every view type of the demo-rich sites, page by page: zero axe
// violations, no request to a foreign host, no uncaught error or CSP refusal, every island hydrated,
// the JavaScript budgets before and after the islands hydrate and no maplibre on pages without a map,
// the CSS budget, and (once over all saved pages) zero Nu HTML checker errors.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/import-ts.mjs';
import { browserForFile } from './lib/browser';
import { CSS_BUDGET, describeAssets, JS_BUDGET, JS_INITIAL_BUDGET, totalOf } from './lib/budgets';
import { serveCaptchaWidget } from './lib/captcha';
import { describePage, type PlannedPage, planPages, SITE_PLANS } from './lib/pages';
import { e2eStack } from './lib/stack';
import { type Visit, visit } from './lib/visit';
import { vnuErrors } from './lib/vnu';

const stack = e2eStack();
const planned = (await Promise.all(SITE_PLANS.map((plan) => planPages(stack, plan)))).flat();

mkdirSync(join(root, '.tmp'), { recursive: true });
const htmlDir = mkdtempSync(join(root, '.tmp', 'e2e-html-'));
const browser = browserForFile();

afterAll(() => {
  rmSync(htmlDir, { recursive: true, force: true });
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function problemsOf(p: PlannedPage, v: Visit): string[] {
  const problems: string[] = [];
  if (v.status !== p.expectedStatus) problems.push(`HTTP ${v.status} (expected ${p.expectedStatus}) at ${v.finalUrl}`);
  if (v.axe.length) problems.push(`axe: ${v.axe.length} violation(s)`, ...v.axe.map((line) => `  ${line}`));
  const foreign = v.foreignRequests.filter((url) => url !== p.widgetScript);
  if (foreign.length) problems.push('requests to other hosts:', ...foreign.map((u) => `  ${u}`));
  problems.push(...v.pageErrors);
  if (v.unhydrated.length) problems.push(`islands not hydrated: ${v.unhydrated.join(', ')}`);
  if (!v.hasMap && v.maplibreRequests.length) problems.push('maplibre loaded on a page without a map:', ...v.maplibreRequests.map((u) => `  ${u}`));
  const initial = totalOf(v.initialAssets, 'script');
  if (!v.hasMap && initial > JS_INITIAL_BUDGET) problems.push(`JavaScript before hydration ${kb(initial)} gzip > ${kb(JS_INITIAL_BUDGET)} budget:\n${describeAssets(v.initialAssets, 'script')}`);
  const js = totalOf(v.assets, 'script');
  if (!v.hasMap && js > JS_BUDGET) problems.push(`JavaScript with islands hydrated ${kb(js)} gzip > ${kb(JS_BUDGET)} budget:\n${describeAssets(v.assets, 'script')}`);
  const css = totalOf(v.assets, 'stylesheet');
  if (css > CSS_BUDGET) problems.push(`CSS ${kb(css)} gzip > ${kb(CSS_BUDGET)} budget:\n${describeAssets(v.assets, 'stylesheet')}`);
  return problems;
}

describe('every view type: accessibility, own-host requests, budgets', () => {
  planned.forEach((p, index) => {
    it(describePage(p), async () => {
      if (!p.url) throw new Error(`${describePage(p)}: ${p.problem}`);
      if (p.widgetScript) await serveCaptchaWidget(browser.context, p.site);
      const v = await visit(browser.context, p.url, p.submit ? { submit: p.submit } : {});
      writeFileSync(join(htmlDir, `${String(index).padStart(3, '0')}-${p.site}-${p.locale}-${p.kind}.html`), v.html);
      expect(problemsOf(p, v), describePage(p)).toEqual([]);
    });
  });
});

describe('valid HTML', () => {
  it('the Nu HTML checker reports zero errors on every visited page', () => {
    const saved = readdirSync(htmlDir);
    expect(saved.length, 'no page was saved: every visit above failed').toBeGreaterThan(0);
    expect(vnuErrors(htmlDir)).toEqual([]);
  }, 240_000);
});
