/** A piece of the document: markup known now, or markup (or a rendered stream) still on its way. */
export type DocumentPart = string | Promise<string | ReadableStream<Uint8Array>>;

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
          const value = await part;
          if (typeof value === 'string') {
            if (value) controller.enqueue(encoder.encode(value));
            continue;
          }
          // A rendered part is only handed over complete (worker/render/view-part.tsx): it goes on as
          // one chunk, not as the renderer's many small ones, each of which every stage after this one
          // (the observer, the page cache's copy) would handle again.
          controller.enqueue(await whole(value));
        }
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

async function whole(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  if (chunks.length === 1) return chunks[0]!;
  const joined = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}
