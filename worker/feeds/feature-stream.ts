import type { Entry } from '../../core/content-shapes';
import { type DownloadFeature, type DownloadResult, selectDownload } from '../../core/geometry/download';
import { GPX_END, gpxHead, gpxTracks, gpxWaypoints, hasGpxTracks } from '../../core/geometry/gpx';

// A whole list's download (GeoJSON or GPX) streamed a content page at a time, so neither the worker's
// memory nor the first byte waits for the whole list: at most one content page of entries is held at
// once, whatever the cap of the list (index-entries.ts, map-entries.ts; docs/decisions/023).

/** The list's content pages, from the first each time it is called (GPX reads the list twice). */
export type EntryPages = () => AsyncGenerator<Entry[]>;
export type ToFeatures = (entries: readonly Entry[]) => DownloadFeature[];
export type StreamedDownload = { ok: true; body: ReadableStream<Uint8Array> } | Extract<DownloadResult, { ok: false }>;

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
export async function streamFeatureCollection(source: EntryPages, toFeatures: ToFeatures, selection: Selection): Promise<StreamedDownload> {
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
export async function streamGpx(source: EntryPages, toFeatures: ToFeatures, name: string, selection: Selection): Promise<StreamedDownload> {
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
