import { describe, expect, it } from 'vitest';
import { buildRouteTable, downloadPath, matchPath, pathFor, type RouteTable } from '../core/routes';
import { loadSiteConfig, siteIds } from '../sites';
import { siteZone } from '../test/support/worker-fetch';

// Every internal link a visitor can follow, through the worker as deployed: a link that answers 4xx
// or 5xx is a broken promise of the page that shows it, whichever part of the product emitted it.

const zone = siteZone('crawl');
/** The sites whose demo content has every kind of page: crawled through and through. */
const RICH_SITES = ['islands', 'valley-trails', 'canal-trail', 'park-gateway'];
/** The others: their home page and every link on it (menus, notices, promotions, featured entries). */
const OTHER_SITES = siteIds.filter((site) => !RICH_SITES.includes(site));

/** Bounds: a crawl that finishes in seconds, yet reaches every route, tab and kind of link. */
const MAX_REQUESTS_PER_SITE = 400;
/** Query variants of one path (tabs, orders, pages): the first few show the pattern. */
const MAX_VARIANTS_PER_PATH = 4;
/** Entry and embed pages taken from each page that links them: enough for one of each type. */
const MAX_ENTRY_LINKS_PER_PAGE = 2;
const MAX_REDIRECTS = 5;

// Links, and the resources the product names by path; a bare relative src in CMS markup (the hostile
// demo story's <img src=x>) is the content's own and resolves against whichever page shows it.
const ATTRIBUTE = /\s(?:href="([^"]*)"|src="((?:\/|https?:)[^"]*)")/g;
/** A path that names a file (a download, an image, a stylesheet): never answered with a page. */
const FILE = /\.(geojson|gpx|xml|txt|json|css|js|svg|png|jpe?g|webp|gif|ico|pdf)$/i;

interface Visit {
  path: string;
  /** The page whose markup holds the link; absent for the crawl's starting points. */
  from?: string;
  depth: number;
}

/** Home, every fixed-path route and each tab of the index routes. */
function startingPoints(site: string): string[] {
  const paths = ['/'];
  for (const route of buildRouteTable(loadSiteConfig(site)).routes) {
    if (route.path.includes('{')) continue;
    paths.push(route.path);
    if (route.view === 'index') for (const tab of route.meta.tabs ?? []) paths.push(`${route.path}?tab=${tab}`);
  }
  return paths;
}

function decode(attribute: string): string {
  return attribute.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

/** The page's links on this host, as path and query; external, mailto:, tel: and fragments dropped. */
function internalLinks(html: string, pageUrl: URL): string[] {
  const links: string[] = [];
  for (const [, href, src] of html.matchAll(ATTRIBUTE)) {
    const value = decode(href ?? src ?? '');
    if (!value || value.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(value)) continue;
    const url = new URL(value, pageUrl);
    if (url.host !== pageUrl.host || !url.protocol.startsWith('http')) continue;
    links.push(url.pathname + url.search);
  }
  return [...new Set(links)];
}

/** Follows redirects within the site; the last answer counts. */
async function follow(site: string, path: string): Promise<{ res: Response; path: string }> {
  let current = path;
  for (let hop = 0; ; hop++) {
    const res = await zone.fetch(site, current);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location || hop === MAX_REDIRECTS) return { res, path: current };
    const next = new URL(location, `http://${zone.host(site)}${current}`);
    if (next.host !== zone.host(site)) return { res, path: current };
    await res.arrayBuffer();
    current = next.pathname + next.search;
  }
}

/** The embed page of an entry page (/entries/{title}/{id} -> /embeds/{title}/{id}): no page links it. */
function embedOf(table: RouteTable, path: string): string | undefined {
  const match = matchPath(table, path);
  return match?.kind === 'route' && match.route.view === 'detail' && match.params.id ? pathFor(table, 'embed', match.params) : undefined;
}

/** A page of a parameterised route (an entry, an embed): one of many alike. */
function isOneOfMany(table: RouteTable, path: string): boolean {
  const match = downloadPath(path) ? null : matchPath(table, path);
  return match?.kind === 'route' && Object.keys(match.params).length > 0;
}

async function crawl(site: string, start: string[], maxDepth: number): Promise<{ failures: string[]; visited: number }> {
  const table = buildRouteTable(loadSiteConfig(site));
  const queue: Visit[] = [];
  const seen = new Set<string>();
  const variants = new Map<string, number>();
  const enqueue = (visit: Visit) => {
    const [pathname] = visit.path.split('?', 1) as [string];
    if (seen.has(visit.path)) return;
    if (visit.path !== pathname) {
      const count = variants.get(pathname) ?? 0;
      if (count >= MAX_VARIANTS_PER_PATH) return;
      variants.set(pathname, count + 1);
    }
    seen.add(visit.path);
    queue.push(visit);
  };
  for (const path of start) enqueue({ path, depth: 0 });

  const failures: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_REQUESTS_PER_SITE) {
    const { path, from, depth } = queue.shift()!;
    visited++;
    const { res, path: landed } = await follow(site, path);
    const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
    // A file link answered with a page is as broken as a 404: a download that fell through to its page.
    const problem = res.status >= 400 ? String(res.status) : html && FILE.test(landed.split('?', 1)[0]!) ? 'a page instead of the file' : undefined;
    if (problem) {
      failures.push(`${from ?? '(start)'} -> ${path}${landed === path ? '' : ` (redirected to ${landed})`}: ${problem}`);
      await res.arrayBuffer();
      continue;
    }
    if (depth === maxDepth || !html) {
      await res.arrayBuffer();
      continue;
    }
    const embed = embedOf(table, landed);
    if (embed) enqueue({ path: embed, from: `(embed of ${landed})`, depth: depth + 1 });
    let oneOfMany = 0;
    for (const link of internalLinks(await res.text(), new URL(`http://${zone.host(site)}${landed}`))) {
      if (isOneOfMany(table, link.split('?', 1)[0]!) && !seen.has(link) && ++oneOfMany > MAX_ENTRY_LINKS_PER_PAGE) continue;
      enqueue({ path: link, from: landed, depth: depth + 1 });
    }
  }
  return { failures, visited };
}

function expectNoFailures(site: string, failures: string[]) {
  expect(failures, `${failures.length} broken links on ${site} (page -> link: answer):\n${failures.join('\n')}`).toEqual([]);
}

describe('every internal link answers', () => {
  it.each(RICH_SITES)(
    'on every kind of page of %s',
    async (site) => {
      await zone.register([site]);
      const { failures, visited } = await crawl(site, startingPoints(site), Number.POSITIVE_INFINITY);
      expect(visited).toBeGreaterThan(20);
      expectNoFailures(site, failures);
    },
    120_000,
  );

  it.each(OTHER_SITES)(
    'on the home page of %s',
    async (site) => {
      await zone.register([site]);
      expectNoFailures(site, (await crawl(site, ['/'], 1)).failures);
    },
    60_000,
  );
});
