import * as z from 'zod';

// What scripts/basemap/build-basemap.mjs wrote into dist/map/manifest.json: the build's version (a
// hash of every input, so URLs carrying it can be cached for good), the tile pyramid's zooms and the
// glyph ranges of each fontstack. The worker reads it through ASSETS and validates it here.

export const BASEMAP_MANIFEST_PATH = '/map/manifest.json';

export const basemapManifestSchema = z.object({
  version: z.string().regex(/^[0-9a-f]{12}$/),
  tiles: z.object({
    minzoom: z.number().int().min(0),
    maxzoom: z.number().int().max(14),
    /** Tile path under /map/tiles/ with {z}, {x} and {y}. */
    path: z.literal('{z}/{x}/{y}.pbf'),
  }),
  fonts: z.record(z.string().min(1), z.object({ slug: z.string().regex(/^[a-z0-9-]+$/), ranges: z.array(z.number().int().min(0).max(65280).multipleOf(256)) })),
  attribution: z.string().min(1),
});

export type BasemapManifest = z.infer<typeof basemapManifestSchema>;
