/// <reference types="node" />
// Which pages the browser suite visits: every view type (home, each index tab, detail, embed, map,
// 404, search results, the newsletter form and its answer page) for the demo-rich sites and both
// languages of islands. Detail ids and tabs are discovered from the served HTML, so the plan follows
// the demo content instead of hard-coding its ids. And a page opened under the test's clock, for the
// navigation tests.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { firstDetailLink } from '../../../scripts/lib/discover.mjs';
import { httpRequestRetrying as httpRequest } from '../../../scripts/lib/http.mjs';
import { widgetScriptOf } from './captcha';
import { type E2eStack, originOf } from './stack';

type ViewKind = 'home' | 'index' | 'tab' | 'detail' | 'embed' | 'map' | 'not-found' | 'search' | 'form' | 'form-result';

/** A form the visit fills and posts as plain HTML (no script involved); the checks judge the answer page. */
export interface FormSubmission {
  /** CSS selector of the form on the page at `path`. */
  form: string;
  fields: Record<string, string>;
}

export interface PlannedPage {
  site: string;
  locale: 'en' | 'es';
  kind: ViewKind;
  /** Path and query on the site's origin; null when discovery failed (see `problem`). */
  path: string | null;
  url: string | null;
  expectedStatus: number;
  /** Present for answer pages: the form posted from `path` the way it goes without JavaScript. */
  submit?: FormSubmission;
  /** The captcha widget's script, the one foreign request its page may make (served by the stand-in widget). */
  widgetScript?: string;
  problem?: string;
}

interface SitePlan {
  site: string;
  locale: 'en' | 'es';
  home: string;
  /** Index routes; the first one is visited with every tab it offers. */
  indexes: string[];
  map: string;
  /** The results page of the site's search form (only where content search is enabled). */
  search?: string;
  /** A page whose purpose is the newsletter form (it also sits in every page's bottom section). */
  newsletterPage?: string;
  /** False for a site without a newsletter list: no form in its bottom section to post. */
  newsletter?: false;
  /** The pages of the site's report, join and order forms. */
  formPages?: string[];
}

// Paths from docs/product/routes.md#default-routes and #site-specific-routes there (renamed routes, Spanish aliases, canal trail's map at the root).
export const SITE_PLANS: SitePlan[] = [
  {
    site: 'islands',
    locale: 'en',
    home: '/',
    indexes: ['/places', '/activities', '/lodging', '/events', '/stories', '/itineraries'],
    map: '/map',
    search: '/search?text=beach',
    formPages: ['/join', '/order'],
  },
  {
    site: 'islands',
    locale: 'es',
    home: '/es',
    indexes: ['/lugares', '/actividades', '/alojamiento', '/eventos', '/historias', '/planes-de-viaje'],
    map: '/mapa',
    search: '/search?text=playa&locale=es',
    formPages: ['/unirse', '/pedido'],
  },
  {
    site: 'valley-trails',
    locale: 'en',
    home: '/',
    indexes: ['/experiences', '/eat-drink', '/stay', '/trails', '/tips'],
    map: '/map',
    search: '/search?text=trail',
    newsletterPage: '/subscribe',
    formPages: ['/signup', '/report'],
  },
  { site: 'canal-trail', locale: 'en', home: '/', indexes: ['/trail-information', '/trail-segments', '/entries'], map: '/', formPages: ['/report'] },
  { site: 'park-gateway', locale: 'en', home: '/', indexes: ['/do', '/eat', '/stay', '/trails', '/stories'], map: '/map', search: '/search?text=canyon' },
  { site: 'liechtenstein', locale: 'en', home: '/', indexes: ['/trails', '/huts-peaks', '/sights', '/stay', '/eat'], map: '/map', search: '/search?text=hut', newsletter: false },
];

/** The newsletter form of the bottom section (ui/layout/NewsletterForm). */
export const NEWSLETTER_FORM = 'form[data-newsletter]';

/** A fresh address per run, so the answer is the thanks for a new subscriber. */
export function newsletterAddress(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const NOT_FOUND_PATH = '/this-page-does-not-exist';
export { firstDetailLink };

/** Links whose path equals `path` and whose query selects a tab, as path+query (entities decoded), sorted. */
export function tabLinks(html: string, path: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="([^"]*[?&](?:amp;)?tab=[^"]*)"/g)) {
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'), 'http://x');
    if (url.pathname === path) found.add(`${url.pathname}${url.search}`);
  }
  return [...found].sort();
}

/** The embed route of the entry a detail path (/entries/{title}/{id}) shows. */
function embedPathOf(detailPath: string): string {
  const [, , slug, id] = detailPath.split('/');
  return `/embeds/${slug}/${id}`;
}

async function fetchHtml(stack: E2eStack, site: string, path: string, locale: string): Promise<string> {
  const res = await httpRequest(`http://127.0.0.1:${stack.sitePort}${path}`, {
    host: `${site}.localhost`,
    headers: { 'accept-language': locale, accept: 'text/html' },
    timeoutMs: 30_000,
  });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return res.body;
}

/** The full list of pages for one site plan, discovery problems included as failing entries. */
export async function planPages(stack: E2eStack, plan: SitePlan): Promise<PlannedPage[]> {
  const origin = originOf(stack, plan.site);
  const page = (kind: ViewKind, path: string | null, problem?: string, expectedStatus = 200): PlannedPage => ({
    site: plan.site,
    locale: plan.locale,
    kind,
    path,
    url: path === null ? null : `${origin}${path}`,
    expectedStatus,
    ...(problem ? { problem } : {}),
  });
  // Canal trail's home is its map: visit it once, as a map page.
  const pages: PlannedPage[] = [...(plan.home === plan.map ? [] : [page('home', plan.home)]), ...plan.indexes.map((p) => page('index', p))];

  // Tabs of the first index that offers any (some sites open with a grid-only list), and the first
  // detail link on any index.
  let tabs: string[] = [];
  let detail: string | undefined;
  let tabProblem = `no tab links (?tab=) found on any index page of ${plan.site}`;
  let detailProblem = `no detail link (/entries/{title}/{id}) found on any index page of ${plan.site}`;
  for (const index of plan.indexes) {
    try {
      const html = await fetchHtml(stack, plan.site, index, plan.locale);
      if (!tabs.length) tabs = tabLinks(html, index);
      detail ??= firstDetailLink(html);
      if (tabs.length && detail) break;
    } catch (error) {
      tabProblem = detailProblem = `discovery on ${index} failed: ${(error as Error).message}`;
    }
  }
  pages.push(...(tabs.length ? tabs.map((t) => page('tab', t)) : [page('tab', null, tabProblem)]));
  pages.push(detail ? page('detail', detail) : page('detail', null, detailProblem));
  pages.push(detail ? page('embed', embedPathOf(detail)) : page('embed', null, detailProblem));
  pages.push(page('map', plan.map), page('not-found', NOT_FOUND_PATH, undefined, 404));
  if (plan.search) pages.push(page('search', plan.search));
  if (plan.newsletterPage) pages.push(page('form', plan.newsletterPage));
  for (const path of plan.formPages ?? []) pages.push({ ...page('form', path), ...(path === '/report' ? { widgetScript: widgetScriptOf(plan.site) } : {}) });
  // The bottom section's newsletter form posted from the home page: the answer page of a plain post.
  if (plan.newsletter !== false) pages.push({ ...page('form-result', plan.home), submit: { form: NEWSLETTER_FORM, fields: { email: newsletterAddress(`${plan.site}-${plan.locale}`) } } });
  return pages;
}

export function describePage(p: PlannedPage): string {
  const posted = p.submit ? ' (newsletter form posted as plain HTML)' : '';
  return `${p.site} [${p.locale}] ${p.kind} ${p.path ?? '(not found)'}${posted}`;
}

/** A page `openPaused` opened: its first detail link and what it threw since. */
export interface PausedPage {
  page: Page;
  detail: string;
  errors: string[];
}

/**
 * `url` in a new page of `context`, with reduced motion and the clock installed and paused, so every
 * timer runs only when the test says; the document is marked so `sameDocument` tells a client
 * navigation from a full page load.
 */
export async function openPaused(context: BrowserContext, url: string): Promise<PausedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  expect((await page.goto(url, { waitUntil: 'load' }))?.status()).toBe(200);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const detail = firstDetailLink(await page.content());
  expect(detail, `no detail link on ${url}`).toBeTruthy();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return { page, detail: detail!, errors };
}

/** Whether the page still shows the document `openPaused` opened: a client navigation keeps it, a full page load does not. */
export const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

/** The first link to `href` in the page's main region. */
export const mainLink = (page: Page, href: string) => page.locator(`main a[href="${href}"]`).first();
