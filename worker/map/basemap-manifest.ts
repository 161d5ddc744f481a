import { BASEMAP_MANIFEST_PATH, type BasemapManifest, basemapManifestSchema } from '../../core/map/basemap-manifest';
import { builtJson } from '../render/assets';

// scripts/basemap/build-basemap.mjs writes dist/map/manifest.json; the worker reads it through ASSETS,
// memoised like the asset manifest (worker/render/assets.ts).

/** The deployed basemap, or null when this deployment was built without one. */
export const basemapManifest: (assets: Fetcher, now?: number) => Promise<BasemapManifest | null> = builtJson(BASEMAP_MANIFEST_PATH, basemapManifestSchema, null, 'basemap.manifest_missing');
