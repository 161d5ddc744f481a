import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { downloadMediaTypes, selectDownload, toGeoJson } from '../../core/geometry/download';
import { toGpx } from '../../core/geometry/gpx';
import { MAP_ROUTE } from '../../core/map/map-types';
import { type DownloadFormat, downloadPath, slug } from '../../core/routes';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { indexEntryPages } from './index-entries';
import { lookUpEntry } from '../pages/entry-lookup';
import { modelContext } from '../pages/models/context';
import { entryMapFeatures } from '../pages/models/map-features';
import { type EntryPages, streamFeatureCollection, streamGpx, type ToFeatures } from './feature-stream';
import { mapEntryPages } from './map-entries';
import { compactMapFeatures } from './map-features';

function attachment(name: string, format: DownloadFormat): string {
  return `attachment; filename="${slug(name) || 'features'}.${format}"`;
}

/**
 * Mount with `app.get('*', featureDownloads)` before the page handler. A download is any page path
 * followed by /features.geojson or /features.gpx (an index page, an entry page, a page-entry route),
 * as core's downloadPath says: the request state matched the download as its page with that rule, so
 * the route and the language are the page's. It is not a router pattern: a parameter spanning
 * segments (`/:base{.+}/features...`) only matches in Hono's RegExpRouter, and the app's other routes
 * make Hono fall back to its TrieRouter, where the download silently fell through to the page.
 */
export const featureDownloads = createMiddleware<AppEnv>(async (c, next) => {
  const download = downloadPath(new URL(c.req.url).pathname);
  return download ? featuresHandler(c, download.format) : next();
});

/**
 * GET {page path}/features.geojson|gpx: the map features of an index page's entries (all pages, its
 * filters kept) or of one entry. `?exclude=points` leaves points out (the map's Option/Alt download).
 * Nothing to download is a 404 with the no_features text (docs/product/maps.md#downloads); a mistyped entry title redirects like its page.
 */
async function featuresHandler(c: Context<AppEnv>, format: DownloadFormat): Promise<Response> {
  const url = new URL(c.req.url);
  const match = c.var.route;
  if (!match) throw new NotFound(url.pathname);
  const ctx = modelContext(c);

  const excludePoints = url.searchParams.get('exclude') === 'points';
  const headers = (filename: string): Record<string, string> => ({
    'Content-Type': `${downloadMediaTypes[format]}; charset=utf-8`,
    'Content-Disposition': attachment(filename, format),
    'Cache-Control': c.var.preview ? 'no-store' : `public, max-age=0, s-maxage=${ctx.config.cache.dynamic}`,
  });
  // A whole list is streamed a content page at a time (feature-stream.ts). Content-Encoding asks the
  // Workers runtime to gzip it on its way out (when the visitor accepts it): 10,000 map points of JSON
  // shrink to a fraction of the map page's 1 MB budget.
  const streamed = async (filename: string, source: EntryPages, toFeatures: ToFeatures) => {
    const selection = { excludePoints };
    const download = format === 'geojson' ? await streamFeatureCollection(source, toFeatures, selection) : await streamGpx(source, toFeatures, filename, selection);
    if (!download.ok) return c.text(ctx.t(download.message), 404, { 'Cache-Control': 'no-store' });
    const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
    return c.body(download.body, 200, { ...headers(filename), Vary: 'Accept-Encoding', ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  };
  if (match.route.name === MAP_ROUTE) {
    return streamed(`${ctx.config.name} ${match.route.name}`, () => mapEntryPages(c), (entries) => compactMapFeatures(entries, ctx));
  }
  if (match.route.view === 'index') {
    return streamed(`${ctx.config.name} ${match.route.name}`, () => indexEntryPages(c, match, url.searchParams), (entries) => entries.flatMap((entry) => entryMapFeatures(entry, ctx)));
  }
  if (match.route.view !== 'detail') throw new NotFound(url.pathname);
  // One entry: its features whole.
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') {
    const [path, query] = found.location.split('?', 2) as [string, string | undefined];
    return c.redirect(`${path}/features.${format}${query ? `?${query}` : ''}`, 301);
  }
  const name = found.entry.title;
  const selected = selectDownload(entryMapFeatures(found.entry, ctx), { excludePoints });
  if (!selected.ok) return c.text(ctx.t(selected.message), 404, { 'Cache-Control': 'no-store' });
  const body = format === 'geojson' ? toGeoJson(selected.features) : toGpx(selected.features, name);
  return c.body(body, 200, headers(name));
}
