import type { Context } from 'hono';
import { pathFor, type RouteTable, slug } from '../../core/routes';
import type { Entry } from '../../core/content-shapes';
import { inBackground } from '../background';
import type { AppEnv } from '../env';
import { CONTENT_SCOPES } from '../ops/purge/page-scopes';
import { absoluteUrl, canonicalOrigin } from '../render/head-model';
import { xmlElement } from './xml';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const PAGE_SIZE = 100;
/** 50,000 URLs is the protocol's limit per file. */
const MAX_PAGES = 500;

/** Pages of the route table that have a fixed path and are not excluded (meta.sitemap false). */
export function routePaths(table: RouteTable): string[] {
  const paths = table.routes.filter((route) => route.view !== 'embed' && route.meta.sitemap !== false && !route.path.includes('{')).map((route) => route.path);
  return [...new Set(paths)].sort();
}

function entryUrl(table: RouteTable, origin: string, entry: Entry): SitemapUrl | undefined {
  const path = pathFor(table, 'entry', { title: slug(entry.title), id: entry.id });
  if (!path) return undefined;
  const lastmod = entry.date_time?.updated ?? entry.date_time?.created ?? undefined;
  return { loc: absoluteUrl(origin, path), ...(lastmod && !Number.isNaN(Date.parse(lastmod)) ? { lastmod: new Date(lastmod).toISOString() } : {}) };
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => xmlElement('url', [xmlElement('loc', url.loc), ...(url.lastmod ? [xmlElement('lastmod', url.lastmod)] : [])]));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xmlElement('urlset', body, { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' })}\n`;
}

/** The entries of the site's main content types (SPEC 3.3: the sitemap's comma-joined types). */
async function entryUrls(c: Context<AppEnv>, table: RouteTable, origin: string): Promise<SitemapUrl[]> {
  const { site: { config }, content } = c.var;
  const urls: SitemapUrl[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await content.entries({ type: config.sitemap.types, page, limit: PAGE_SIZE, order: '-date_time.created' });
    for (const entry of list.index) {
      const url = entryUrl(table, origin, entry);
      if (url) urls.push(url);
    }
    if (page * PAGE_SIZE >= list.total || !list.index.length) break;
  }
  return urls;
}

/**
 * GET /sitemap.xml on the canonical host. Building it walks every entry of the main types, so the
 * result is kept in the Cache API for the site's sitemap delay (per host: URLs name the host; per
 * purge generation).
 */
export async function sitemapHandler(c: Context<AppEnv>): Promise<Response> {
  const { site, preview } = c.var;
  const cache = await caches.open('sitemaps');
  // Any purge changes the content scope, and with it the key: a sitemap lists every entry.
  const generation = c.var.generations.of(CONTENT_SCOPES);
  const key = new Request(`https://sitemap-cache.invalid/${site.config.id}/${site.host}/${generation}`);
  if (!preview) {
    const hit = await cache.match(key);
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set('X-Sitemap-Cache', 'hit');
      return res;
    }
  }
  const origin = canonicalOrigin(site, new URL(c.req.url));
  const urls = [...routePaths(site.table).map((path) => ({ loc: absoluteUrl(origin, path) })), ...(await entryUrls(c, site.table, origin))];
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': preview ? 'no-store' : `public, max-age=0, s-maxage=${site.config.cache.sitemap}`,
  };
  const xml = sitemapXml(urls);
  if (!preview && site.config.cache.sitemap > 0) {
    inBackground(c.executionCtx, 'sitemap.store_failed', cache.put(key, new Response(xml, { headers })), { site: site.config.id });
  }
  return c.body(xml, 200, headers);
}
