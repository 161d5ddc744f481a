// A page goes out as a list of parts, some known at once and some still on their way (notices, a
// view whose data streams in): worker/render/render-page.tsx lays them out, this sends them as bytes.

/** A piece of the document: markup known now, or markup still on its way. */
export type DocumentPart = string | Promise<string>;

/**
 * The parts one after the other, each as soon as it and everything before it is ready: a part that
 * is already known goes out at once, so the shell reaches the browser before any slow part. The
 * parts' promises are all started by the caller, so slow parts load side by side.
 */
export function documentStream(parts: readonly DocumentPart[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for (const part of parts) {
          const markup = await part;
          if (markup) controller.enqueue(encoder.encode(markup));
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
