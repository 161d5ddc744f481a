import * as z from 'zod';
import { builtJson } from './built-json';

// build.mjs writes dist/assets/manifest.json; the worker reads it once per isolate through the
// ASSETS binding so links always name the content-hashed files of the deployed build.

export const MANIFEST_PATH = '/assets/manifest.json';

export const assetManifestSchema = z.object({
  scripts: z.array(z.string().startsWith('/')),
  /** The embed route's script (client/embed-page.ts): the island runtime alone. */
  embedScripts: z.array(z.string().startsWith('/')),
  styles: z.array(z.string().startsWith('/')),
  chunks: z.record(z.string(), z.string().startsWith('/')),
});

export type AssetManifest = z.infer<typeof assetManifestSchema>;

/** Without a build the pages still render, unscripted, with the unhashed stylesheet. */
export const FALLBACK_MANIFEST: AssetManifest = { scripts: [], embedScripts: [], styles: ['/styles/site.css'], chunks: {} };

export const assetManifest: (assets: Fetcher, now?: number) => Promise<AssetManifest> = builtJson(MANIFEST_PATH, assetManifestSchema, FALLBACK_MANIFEST, 'assets.manifest_missing');
