import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { downloadMediaTypes, selectDownload, toGeoJson, type DownloadFeature, type DownloadResult, roundGeometry } from '../../core/geometry/download';
import { toGpx, GPX_END, gpxHead, gpxTracks, gpxWaypoints, hasGpxTracks } from '../../core/geometry/gpx';
import { MAP_ROUTE } from '../../core/map/map-types';
import { type DownloadFormat, downloadPath, slug } from '../../core/routes';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { indexEntryPages } from './index-entries';
import { lookUpEntry } from '../pages/entry-lookup';
import { modelContext } from '../pages/models/context';
import { entryMapFeatures } from '../pages/models/map-features';
import { mapEntryPages } from './map-entries';
import type { Entry } from '../../core/content-shapes';
import type { ModelContext } from '../pages/models/context';

// A whole list's download (GeoJSON or GPX) streamed a content page at a time, so neither the worker's
// memory nor the first byte waits for the whole list: at most one content page of entries is held at
// once, whatever the cap of the list (index-entries.ts, map-entries.ts; docs/decisions/023).

/** The list's content pages, from the first each time it is called (GPX reads the list twice). */
type EntryPages = () => AsyncGenerator<Entry[]>;
type ToFeatures = (entries: readonly Entry[]) => DownloadFeature[];
type StreamedDownload = { ok: true; body: ReadableStream<Uint8Array> } | Extract<DownloadResult, { ok: false }>;

interface Selection {
  /** Holding Option/Alt on the map's download leaves points out (docs/product/maps.md#downloads). */
  excludePoints: boolean;
}

function selected(features: DownloadFeature[], { excludePoints }: Selection): DownloadFeature[] {
  const result = selectDownload(features, { excludePoints });
  return result.ok ? result.features : [];
}

/**
 * Reads content pages until one has features to send, before any status goes out: none at all is
 * 'no_features' (docs/product/maps.md#downloads), features that are all points left out is 'no_paths_polygons'.
 */
async function firstFeatures(pages: AsyncGenerator<Entry[]>, toFeatures: ToFeatures, selection: Selection) {
  let seen = false;
  for (;;) {
    const next = await pages.next();
    if (next.done) return { ok: false, message: seen ? 'no_paths_polygons' : 'no_features' } as const;
    const features = toFeatures(next.value);
    seen ||= features.length > 0;
    const first = selected(features, selection);
    if (first.length > 0) return { ok: true, first } as const;
  }
}

function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A FeatureCollection, one chunk per content page with features. */
async function streamFeatureCollection(source: EntryPages, toFeatures: ToFeatures, selection: Selection): Promise<StreamedDownload> {
  const pages = source();
  const found = await firstFeatures(pages, toFeatures, selection);
  if (!found.ok) return found;
  const json = (features: DownloadFeature[]) => features.map((feature) => JSON.stringify(feature)).join(',');
  async function* chunks(first: DownloadFeature[]) {
    yield `{"type":"FeatureCollection","features":[${json(first)}`;
    for await (const entries of pages) {
      const features = selected(toFeatures(entries), selection);
      if (features.length > 0) yield `,${json(features)}`;
    }
    yield ']}';
  }
  return { ok: true, body: textStream(chunks(found.first)) };
}

/**
 * A GPX 1.1 document. Its schema lists every waypoint before any track, so with points wanted the list
 * is read twice: waypoints page by page, then (only when a page had lines or areas) the tracks page by
 * page from the first content page again, whose answers the first pass has just stored (004). Without
 * points one pass writes the tracks.
 */
async function streamGpx(source: EntryPages, toFeatures: ToFeatures, name: string, selection: Selection): Promise<StreamedDownload> {
  const pages = source();
  const found = await firstFeatures(pages, toFeatures, selection);
  if (!found.ok) return found;
  const lines = (elements: string[]) => elements.map((element) => `\n${element}`).join('');
  const nextFeatures = async () => {
    const next = await pages.next();
    return next.done ? undefined : selected(toFeatures(next.value), selection);
  };
  async function* tracksOf(list: AsyncGenerator<Entry[]>) {
    for await (const entries of list) {
      const tracks = gpxTracks(selected(toFeatures(entries), selection));
      if (tracks.length > 0) yield lines(tracks);
    }
  }
  async function* chunks(first: DownloadFeature[]) {
    yield gpxHead(name).join('\n');
    if (selection.excludePoints) {
      yield lines(gpxTracks(first));
      yield* tracksOf(pages);
    } else {
      let tracks = false;
      for (let features: DownloadFeature[] | undefined = first; features; features = await nextFeatures()) {
        tracks ||= hasGpxTracks(features);
        const waypoints = gpxWaypoints(features);
        if (waypoints.length > 0) yield lines(waypoints);
      }
      if (tracks) yield* tracksOf(source());
    }
    yield `\n${GPX_END}`;
  }
  return { ok: true, body: textStream(chunks(found.first)) };
}

/** The map page's features of these entries: what its markers, popups and list need, coordinates rounded. */
function compactMapFeatures(entries: readonly Entry[], ctx: ModelContext): DownloadFeature[] {
  return entries.flatMap((entry) => entryMapFeatures(entry, ctx)).map((feature) => ({ ...feature, geometry: roundGeometry(feature.geometry) }));
}

function attachment(name: string, format: DownloadFormat): string {
  return `attachment; filename="${slug(name) || 'features'}.${format}"`;
}

/**
 * Mount with `app.get('*', featureDownloads)` before the page handler. A download is any page path
 * followed by /features.geojson or /features.gpx (an index page, an entry page, a page-entry route),
 * as core's downloadPath says: the request state matched the download as its page with that rule, so
 * the route and the language are the page's. It is not a router pattern: a parameter spanning
 * segments (`/:base{.+}/features...`) only matches in Hono's RegExpRouter, and the app runs on its
 * TrieRouter (worker/hono-app.ts), where the download silently fell through to the page.
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
  // A whole list is streamed a content page at a time (below). Content-Encoding asks the
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
    return streamed(
      `${ctx.config.name} ${match.route.name}`,
      () => mapEntryPages(c),
      (entries) => compactMapFeatures(entries, ctx),
    );
  }
  if (match.route.view === 'index') {
    return streamed(
      `${ctx.config.name} ${match.route.name}`,
      () => indexEntryPages(c, match, url.searchParams),
      (entries) => entries.flatMap((entry) => entryMapFeatures(entry, ctx)),
    );
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
