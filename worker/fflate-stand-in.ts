// pmtiles imports fflate's decompressSync for runtimes without DecompressionStream and gunzips with
// DecompressionStream wherever it exists, as it always does in workerd: the site worker never calls
// fflate, so wrangler.toml puts this in its place (2.6 KB of the gzipped bundle,
// docs/decisions/063-site-worker-size.md). Should it ever be called, it says so rather than
// returning nothing.

export function decompressSync(): never {
  throw new Error('fflate is not bundled in the site worker: gunzip with DecompressionStream');
}
