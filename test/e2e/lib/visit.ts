// One visit of one page: everything the quality checks need, gathered in a single load.
import type { BrowserContext, Frame, Page, Request, Response } from 'playwright-core';
import { axeViolations } from './axe';
import { type Asset, recordAssets } from './budgets';
import { hydrateIslands, isIslandError } from './islands';
import type { FormSubmission } from './pages';

export interface Visit {
  status: number;
  finalUrl: string;
  /** The document as the server sent it (what the HTML checker validates). */
  html: string;
  axe: string[];
  /** Requests to any origin other than the page's own. */
  foreignRequests: string[];
  /** Scripts and stylesheets loaded before any island hydrated. */
  initialAssets: Asset[];
  /** Everything loaded once every island on the page has hydrated. */
  assets: Asset[];
  /** Islands that did not hydrate when woken. */
  unhydrated: string[];
  /** A map is on the page: the JavaScript budget is for pages without one. */
  hasMap: boolean;
  /** Requests for maplibre's code, worker or stylesheet: none may come from a page without a map. */
  maplibreRequests: string[];
  /** Uncaught exceptions, CSP refusals and island or React errors seen in the page. */
  pageErrors: string[];
}

const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/**
 * Fills the form's fields by name and posts it as a plain HTML form: `HTMLFormElement.submit()` skips
 * the page's own submit handlers, so the server gets exactly what a browser without JavaScript sends,
 * while the answer page is still judged with its scripts running (uncaught errors, CSP, budgets).
 * The values are set without focus or pointer events, so no island on the form page wakes and loads
 * its code into the answer page's budget.
 */
async function submitForm(page: Page, submission: FormSubmission): Promise<Response | null> {
  const form = page.locator(submission.form).first();
  if ((await form.count()) === 0) throw new Error(`no ${submission.form} on ${page.url()}`);
  for (const [name, value] of Object.entries(submission.fields)) {
    await form.locator(`[name="${name}"]`).evaluate((field, text) => ((field as HTMLInputElement).value = text), value);
  }
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.evaluate((node) => (node as HTMLFormElement).submit())]);
  return response;
}

export interface VisitOptions {
  axe?: boolean;
  /** Fill and post this form after the load; everything is then judged on the answer page. */
  submit?: FormSubmission;
}

export async function visit(context: BrowserContext, url: string, options: VisitOptions = {}): Promise<Visit> {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const foreign = new Set<string>();
  const pageErrors: string[] = [];
  const maplibre: string[] = [];
  page.on('request', (request) => {
    if (/maplibre/i.test(request.url())) maplibre.push(request.url());
    const target = new URL(request.url());
    if (!LOCAL_SCHEMES.has(target.protocol) && target.origin !== origin) foreign.add(request.url());
  });
  page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content Security Policy/i.test(message.text())) pageErrors.push(`CSP: ${message.text()}`);
    else if (isIslandError(message.text())) pageErrors.push(`islands: ${message.text()}`);
  });
  let assets = recordAssets(page);
  try {
    // wrangler dev restarts the worker when a source file changes and drops open connections then.
    const loaded = await page.goto(url, { waitUntil: 'load' }).catch((error: Error) => {
      if (!/net::ERR_/.test(error.message)) throw error;
      return page.goto(url, { waitUntil: 'load' });
    });
    let response = loaded;
    if (options.submit) {
      // The budgets are the answer page's, counted from the moment it commits: what the form page
      // loaded (the canal trail's home is its map, which keeps loading after 'load') is not counted.
      await assets.collect();
      // Counted from the post's own navigation request: 'framenavigated' also fires for the history
      // entries client navigation rewrites (its saved scroll position) while the form is filled in.
      // The form page lives on until the answer commits, and its map may ask for maplibre meanwhile:
      // maplibre is counted from the answer's commit, the first main-frame navigation after the post.
      const answerCommitted = (frame: Frame) => {
        if (frame !== page.mainFrame()) return;
        page.off('framenavigated', answerCommitted);
        maplibre.length = 0;
      };
      const answerPage = (request: Request) => {
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        page.off('request', answerPage);
        assets = recordAssets(page);
        maplibre.length = 0;
        page.on('framenavigated', answerCommitted);
      };
      page.on('request', answerPage);
      response = await submitForm(page, options.submit);
    }
    if (!response) throw new Error(`no response for ${url}${options.submit ? ` after submitting ${options.submit.form}` : ''}`);
    const html = await response.text();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const initialAssets = await assets.collect();
    assets = recordAssets(page);
    // Judged as visitors use it: with its islands hydrated (axe sees their enhanced markup).
    const unhydrated = await hydrateIslands(page);
    // Judged from the page's markup, not from what loaded: maplibre loading on a page without a map is a fault.
    const hasMap = await page.evaluate(() => Boolean(document.querySelector('[data-island="map"]')));
    const axe = options.axe === false ? [] : await axeViolations(page);
    const files = [...initialAssets, ...(await assets.collect())];
    return {
      status: response.status(),
      finalUrl: page.url(),
      html,
      axe,
      foreignRequests: [...foreign],
      initialAssets,
      assets: files,
      unhydrated,
      hasMap,
      maplibreRequests: maplibre,
      pageErrors,
    };
  } finally {
    await page.close();
  }
}
