import { BASEMAP_MANIFEST_PATH, type BasemapManifest, basemapManifestSchema } from '../../core/map/basemap-manifest';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';
import { firstIssue } from '../../core/first-issue';

// scripts/basemap/build-basemap.mjs writes dist/map/manifest.json; the worker reads it through ASSETS,
// re-reading now and then because `wrangler dev` keeps its isolate while a build replaces dist/.

const MEMO_MS = 30_000;
let memo: { until: number; manifest: Promise<BasemapManifest | null> } | undefined;

/** The deployed basemap, or null when this deployment was built without one. */
export function basemapManifest(assets: Fetcher, now = Date.now()): Promise<BasemapManifest | null> {
  if (!memo || memo.until <= now) memo = { until: now + MEMO_MS, manifest: load(assets) };
  return memo.manifest;
}

async function load(assets: Fetcher): Promise<BasemapManifest | null> {
  try {
    const res = await assets.fetch(`https://assets.local${BASEMAP_MANIFEST_PATH}`);
    if (!res.ok) throw new Error(`status ${res.status}`);
    const parsed = basemapManifestSchema.safeParse(await res.json());
    if (!parsed.success) {
      const { path, message } = firstIssue(parsed.error);
      throw new Error(`${path}: ${message}`);
    }
    return parsed.data;
  } catch (error) {
    log('warn', 'basemap.manifest_missing', { message: errorMessage(error) });
    return null;
  }
}
