import type { Context } from 'hono';
import * as z from 'zod';
import { pathFor, type RouteTable } from '../../core/routes';
import type { Entry } from '../../core/content-shapes';
import { inBackground } from '../background';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { CONTENT_SCOPES } from '../ops/purge/generations';
import { titleSlug } from '../pages/models/card';
import { absoluteUrl, canonicalOrigin } from '../render/head-model';
import { escapeXml } from '../../core/encoding/text';

// sitemap.xml by the sitemaps protocol (sitemaps.org): the site's fixed pages and the entries of its
// main types. A site whose entries fit one file answers one urlset; a larger one answers a sitemap
// index of `sitemap.xml?page=n` files, each a slice of the entries. Files are streamed a content
// page at a time, so memory and time to first byte stay flat however large the site.

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Entries per file: far below the protocol's 50,000 URLs / 50 MB, so one file's work stays small. */
const ENTRIES_PER_FILE = 5_000;
/** Entries per content request (the content API's largest page). */
const FETCH_SIZE = 500;
const PAGES_PER_FILE = ENTRIES_PER_FILE / FETCH_SIZE;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Pages of the route table that have a fixed path and are not excluded (meta.sitemap false). */
function routePaths(table: RouteTable): string[] {
  const paths = table.routes.filter((route) => route.view !== 'embed' && route.meta.sitemap !== false && !route.path.includes('{')).map((route) => route.path);
  return [...new Set(paths)].sort();
}

function entryUrl(table: RouteTable, origin: string, entry: Entry): SitemapUrl | undefined {
  const path = pathFor(table, 'entry', { title: titleSlug(entry.title), id: entry.id });
  if (!path) return undefined;
  const lastmod = entry.date_time?.updated ?? entry.date_time?.created ?? undefined;
  return { loc: absoluteUrl(origin, path), ...(lastmod && !Number.isNaN(Date.parse(lastmod)) ? { lastmod: new Date(lastmod).toISOString() } : {}) };
}

function urlElement(url: SitemapUrl): string {
  return xmlElement('url', [xmlElement('loc', url.loc), ...(url.lastmod ? [xmlElement('lastmod', url.lastmod)] : [])]);
}

function sitemapIndexXml(locs: readonly string[]): string {
  return `${XML_HEAD}${xmlElement(
    'sitemapindex',
    locs.map((loc) => xmlElement('sitemap', [xmlElement('loc', loc)])),
    { xmlns: NS },
  )}\n`;
}

const pageParam = z.coerce.number().int().min(1).max(10_000).optional();

/**
 * One urlset streamed: the opening and `first` at once, then `more()` until it returns null. A content
 * failure after the start errors the stream (a truncated file is never cached or taken as whole).
 */
function urlsetStream(first: readonly string[], more: () => Promise<string[] | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${XML_HEAD}<urlset xmlns="${NS}">${first.join('')}`));
        return;
      }
      const next = await more();
      if (next === null) {
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      } else controller.enqueue(encoder.encode(next.join('')));
    },
  });
}

/**
 * GET /sitemap.xml[?page=n] on the canonical host. Each file is kept in the Cache API for the site's
 * sitemap delay (per host: URLs name the host; per purge generation: any purge changes the key).
 */
export async function sitemapHandler(c: Context<AppEnv>): Promise<Response> {
  const { site, preview, content } = c.var;
  const parsed = pageParam.safeParse(c.req.query('page'));
  if (!parsed.success) throw new InvalidInput('page', 'page must be a whole number from 1 to 10000');
  const file = parsed.data;
  const cache = await caches.open('sitemaps');
  // A preview reads no purge generations (it skips every cache), so it has no key either.
  const key = preview ? undefined : new Request(`https://sitemap-cache.invalid/${site.config.id}/${site.host}/${c.var.generations.of(CONTENT_SCOPES)}/${file ?? 'root'}`);
  if (key) {
    const hit = await cache.match(key);
    if (hit) {
      const res = new Response(hit.body, hit);
      res.headers.set('X-Sitemap-Cache', 'hit');
      return res;
    }
  }
  const origin = canonicalOrigin(site, new URL(c.req.url));
  const fetchPage = (page: number) => content.entries({ type: site.config.sitemap.types, page, limit: FETCH_SIZE, order: '-date_time.created' });
  const urlsOf = (entries: readonly Entry[]) => entries.flatMap((entry) => entryUrl(site.table, origin, entry) ?? []).map(urlElement);
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': preview ? 'no-store' : `public, max-age=0, s-maxage=${site.config.cache.sitemap}`,
  };

  // The first content page is awaited before anything goes out: an outage answers an error, not a
  // 200 that breaks off.
  const firstPage = (file ?? 1) === 1 ? 1 : ((file ?? 1) - 1) * PAGES_PER_FILE + 1;
  const first = await fetchPage(firstPage);
  const files = Math.max(1, Math.ceil(first.total / ENTRIES_PER_FILE));
  let body: ReadableStream<Uint8Array> | string;
  if (file === undefined && files > 1) {
    body = sitemapIndexXml(Array.from({ length: files }, (_, i) => `${origin}/sitemap.xml?page=${i + 1}`));
  } else {
    if (file !== undefined && file > files) throw new NotFound(`sitemap file ${file}`);
    const routes = firstPage === 1 ? routePaths(site.table).map((path) => urlElement({ loc: absoluteUrl(origin, path) })) : [];
    const lastPage = Math.min(firstPage + PAGES_PER_FILE - 1, Math.max(1, Math.ceil(first.total / FETCH_SIZE)));
    let page = firstPage;
    body = urlsetStream([...routes, ...urlsOf(first.index)], async () => {
      if (++page > lastPage) return null;
      return urlsOf((await fetchPage(page)).index);
    });
  }
  if (key && site.config.cache.sitemap > 0) {
    let stored: ReadableStream<Uint8Array> | string = body;
    if (typeof body !== 'string') [body, stored] = body.tee();
    inBackground(c.executionCtx, 'sitemap.store_failed', cache.put(key, new Response(stored, { headers })), { site: site.config.id });
  }
  return c.body(body, 200, headers);
}

/** One XML element with escaped text content; children are already-built elements. */
function xmlElement(name: string, content: string | readonly string[], attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const inner = typeof content === 'string' ? escapeXml(content) : content.join('');
  return `<${name}${attrs}>${inner}</${name}>`;
}

/**
 * Crawlers may read everything except previews and form posts. Staging hosts are public but must
 * never be indexed, so they disallow everything; development hosts answer like production so audits
 * see what production serves. The Sitemap line names the canonical host.
 */
function robotsTxt(stage: 'production' | 'staging' | 'development', origin: string): string {
  const rules = stage === 'staging' ? ['Disallow: /'] : ['Disallow: /*?*preview=', 'Disallow: /preferences/', 'Disallow: /forms/'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

export function robotsHandler(c: Context<AppEnv>): Response {
  const site = c.get('site');
  return c.body(robotsTxt(site.stage, canonicalOrigin(site, new URL(c.req.url))), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': `public, max-age=3600, s-maxage=${site.config.cache.static}`,
  });
}
