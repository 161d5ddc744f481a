/**
 * The message an island shows when its code failed to load (docs/product/views-and-states.md#chunk-failure), as an
 * inert template the browser runtime copies (client/islands/start.ts): the page-wide script
 * carries no texts, and without JavaScript nothing of it shows.
 */
export function ChunkFailure({ message, reload }: { message: string; reload: string }) {
  return (
    <template data-chunk-failure="">
      <p className="chunk-failed" role="alert" data-chunk-failed="">
        {message} <a href="#main">{reload}</a>
      </p>
    </template>
  );
}
