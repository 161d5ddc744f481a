import { z } from 'zod';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';
import { firstIssue } from '../../core/first-issue';

// build.mjs writes dist/assets/manifest.json; the worker reads it once per isolate through the
// ASSETS binding so links always name the content-hashed files of the deployed build.

export const MANIFEST_PATH = '/assets/manifest.json';

export const assetManifestSchema = z.object({
  scripts: z.array(z.string().startsWith('/')),
  styles: z.array(z.string().startsWith('/')),
  chunks: z.record(z.string(), z.string().startsWith('/')),
});

export type AssetManifest = z.infer<typeof assetManifestSchema>;

/** Without a build the pages still render, unscripted, with the unhashed stylesheet. */
export const FALLBACK_MANIFEST: AssetManifest = { scripts: [], styles: ['/styles/site.css'], chunks: {} };

// Re-read now and then: a deployment starts new isolates anyway, but `wrangler dev` keeps its isolate
// while build.mjs replaces the hashed files underneath it.
const MEMO_MS = 30_000;
let memo: { until: number; manifest: Promise<AssetManifest> } | undefined;

export function assetManifest(assets: Fetcher, now = Date.now()): Promise<AssetManifest> {
  if (!memo || memo.until <= now) memo = { until: now + MEMO_MS, manifest: loadManifest(assets) };
  return memo.manifest;
}

async function loadManifest(assets: Fetcher): Promise<AssetManifest> {
  try {
    const res = await assets.fetch(`https://assets.local${MANIFEST_PATH}`);
    if (!res.ok) throw new Error(`status ${res.status}`);
    const parsed = assetManifestSchema.safeParse(await res.json());
    if (!parsed.success) {
      const { path, message } = firstIssue(parsed.error);
      throw new Error(`${path}: ${message}`);
    }
    return parsed.data;
  } catch (error) {
    log('warn', 'assets.manifest_missing', { message: errorMessage(error) });
    return FALLBACK_MANIFEST;
  }
}
