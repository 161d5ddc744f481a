import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import type { DownloadFeature } from '../../core/geometry/download';
import { roundGeometry } from '../../core/geometry/round';
import type { AppEnv } from '../env';
import type { ShapeContext } from '../pages/shape/context';
import { entryMapFeatures } from '../pages/shape/map-features';
import { mapEntryPages } from './map-entries';

/** The map page's features of these entries: what its markers, popups and list need, coordinates rounded. */
export function compactMapFeatures(entries: readonly Entry[], ctx: ShapeContext): DownloadFeature[] {
  return entries.flatMap((entry) => entryMapFeatures(entry, ctx)).map((feature) => ({ ...feature, geometry: roundGeometry(feature.geometry) }));
}

/** Every feature of the map page, collected (the map's GPX and its Option/Alt download). */
export async function allMapFeatures(c: Context<AppEnv>, ctx: ShapeContext): Promise<DownloadFeature[]> {
  const features: DownloadFeature[] = [];
  for await (const entries of mapEntryPages(c)) features.push(...compactMapFeatures(entries, ctx));
  return features;
}

/**
 * The map page's features.geojson streamed a content page at a time, so neither the worker nor the
 * first byte waits for 20,000 entries. Content pages without features are skipped until one has
 * some; undefined when none has (the caller answers SPEC 8's 404 before any status goes out).
 */
export async function streamedMapFeatures(c: Context<AppEnv>, ctx: ShapeContext): Promise<ReadableStream<Uint8Array> | undefined> {
  const pages = mapEntryPages(c);
  let first: DownloadFeature[] = [];
  while (first.length === 0) {
    const next = await pages.next();
    if (next.done) return undefined;
    first = compactMapFeatures(next.value, ctx);
  }
  const encoder = new TextEncoder();
  const json = (features: DownloadFeature[]) => features.map((feature) => JSON.stringify(feature)).join(',');
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`{"type":"FeatureCollection","features":[${json(first)}`));
    },
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        controller.enqueue(encoder.encode(']}'));
        controller.close();
        return;
      }
      const features = compactMapFeatures(next.value, ctx);
      if (features.length > 0) controller.enqueue(encoder.encode(`,${json(features)}`));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
