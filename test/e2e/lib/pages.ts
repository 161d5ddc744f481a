/// <reference types="node" />
// Which pages the browser suite visits: every view type (home, each index tab, detail, embed, map,
// 404) for the demo-rich sites and both languages of islands. Detail ids and tabs are discovered from
// the served HTML, so the plan follows the demo content instead of hard-coding its ids.
import { embedPathOf, firstDetailLink, tabLinks } from '../../../scripts/lib/discover.mjs';
import { httpRequestRetrying as httpRequest } from '../../../scripts/lib/http.mjs';
import { type E2eStack, originOf } from './stack';

export type ViewKind = 'home' | 'index' | 'tab' | 'detail' | 'embed' | 'map' | 'not-found';

export interface PlannedPage {
  site: string;
  locale: 'en' | 'es';
  kind: ViewKind;
  /** Path and query on the site's origin; null when discovery failed (see `problem`). */
  path: string | null;
  url: string | null;
  expectedStatus: number;
  problem?: string;
}

interface SitePlan {
  site: string;
  locale: 'en' | 'es';
  home: string;
  /** Index routes; the first one is visited with every tab it offers. */
  indexes: string[];
  map: string;
}

// Paths from SPEC.md 2.2 and 2.5 (renamed routes, Spanish aliases, canal trail's map at the root).
export const SITE_PLANS: SitePlan[] = [
  { site: 'islands', locale: 'en', home: '/', indexes: ['/places', '/activities', '/lodging', '/events', '/stories', '/itineraries'], map: '/map' },
  { site: 'islands', locale: 'es', home: '/es', indexes: ['/lugares', '/actividades', '/alojamiento', '/eventos', '/historias', '/planes-de-viaje'], map: '/mapa' },
  { site: 'valley-trails', locale: 'en', home: '/', indexes: ['/experiences', '/eat-drink', '/stay', '/trails', '/tips'], map: '/map' },
  { site: 'canal-trail', locale: 'en', home: '/', indexes: ['/trail-information', '/trail-segments', '/entries'], map: '/' },
  { site: 'park-gateway', locale: 'en', home: '/', indexes: ['/do', '/eat', '/stay', '/trails', '/stories'], map: '/map' },
];

export const NOT_FOUND_PATH = '/this-page-does-not-exist';
export { embedPathOf, firstDetailLink, tabLinks };

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

  const [first] = plan.indexes;
  let detail: string | undefined;
  let discoveryProblem = `no detail link (/entries/{title}/{id}) found on any index page of ${plan.site}`;
  for (const index of plan.indexes) {
    try {
      const html = await fetchHtml(stack, plan.site, index, plan.locale);
      if (index === first) {
        const tabs = tabLinks(html, index);
        pages.push(...(tabs.length ? tabs.map((t) => page('tab', t)) : [page('tab', null, `no tab links (?tab=) found on ${index}`)]));
      }
      detail ??= firstDetailLink(html);
      if (detail) break;
    } catch (error) {
      discoveryProblem = `discovery on ${index} failed: ${(error as Error).message}`;
      if (index === first) pages.push(page('tab', null, `tabs of ${index}: ${(error as Error).message}`));
    }
  }
  pages.push(detail ? page('detail', detail) : page('detail', null, discoveryProblem));
  pages.push(detail ? page('embed', embedPathOf(detail)) : page('embed', null, discoveryProblem));
  pages.push(page('map', plan.map), page('not-found', NOT_FOUND_PATH, undefined, 404));
  return pages;
}

export function describePage(p: PlannedPage): string {
  return `${p.site} [${p.locale}] ${p.kind} ${p.path ?? '(not found)'}`;
}
