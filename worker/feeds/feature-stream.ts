import type { Entry } from '../../core/content-shapes';
import type { DownloadFeature } from '../../core/geometry/download';

/**
 * A FeatureCollection streamed a content page at a time, so neither the worker's memory nor the
 * first byte waits for the whole list. Content pages without features are skipped until one has
 * some; undefined when none has (the caller answers SPEC 8's 404 before any status goes out).
 */
export async function streamFeatureCollection(
  pages: AsyncGenerator<Entry[]>,
  toFeatures: (entries: readonly Entry[]) => DownloadFeature[],
): Promise<ReadableStream<Uint8Array> | undefined> {
  let first: DownloadFeature[] = [];
  while (first.length === 0) {
    const next = await pages.next();
    if (next.done) return undefined;
    first = toFeatures(next.value);
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
      const features = toFeatures(next.value);
      if (features.length > 0) controller.enqueue(encoder.encode(`,${json(features)}`));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
