import type { Context } from 'hono';
import * as z from 'zod';
import type { BasemapArchive } from '../../core/map/basemap-style';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { versionedCacheControl } from './cache-headers';
import { openArchive } from './pmtiles-archive';

// GET /map/archive/{variant}/{z}/{x}/{y}.{pbf|png|jpg|webp}: a tile of the PMTiles archive the site's
// variant names (`map.styles.<variant>.basemap.pmtiles`), from the BASEMAPS bucket, with the extension
// and content type of the archive's tile type. Served from the site's own origin, so the CSP needs no
// tile host. A tile the archive does not hold, or asked for with another extension, is a 404.

const tileParams = z.object({
  variant: z.enum(['outdoor', 'hybrid']),
  z: z.coerce.number().int().min(0).max(30),
  x: z.coerce.number().int().min(0),
  file: z.string().regex(/^\d+\.(pbf|png|jpg|webp)$/),
});

const tilesUrl = (origin: string, variant: string, extension: string, version: string) => `${origin}/map/archive/${variant}/{z}/{x}/{y}.${extension}?v=${encodeURIComponent(version)}`;

/** The style source's view of a variant's archive: its tile URL, zooms and bounds. */
export async function archiveSource(env: Env, key: string, variant: string, origin: string, attribution?: string): Promise<BasemapArchive> {
  const { format, version, minzoom, maxzoom, bounds } = await openArchive(env.BASEMAPS, key, { revalidate: true });
  return { kind: format.kind, tiles: tilesUrl(origin, variant, format.extension, version), minzoom, maxzoom, bounds, ...(attribution ? { attribution } : {}) };
}

export async function archiveTileHandler(c: Context<AppEnv>): Promise<Response> {
  const params = tileParams.safeParse(c.req.param());
  if (!params.success) throw new NotFound('map tile');
  const { variant, z: zoom, x } = params.data;
  const basemap = c.get('site').config.map.styles[variant].basemap;
  if (!basemap || !('pmtiles' in basemap)) throw new NotFound('map tile');
  const [digits = '', extension] = params.data.file.split('.');
  const y = Number.parseInt(digits, 10);
  if (x >= 2 ** zoom || y >= 2 ** zoom) throw new NotFound('map tile');

  const opened = await openArchive(c.env.BASEMAPS, basemap.pmtiles);
  if (extension !== opened.format.extension) throw new NotFound('map tile');
  let tile = await opened.archive.getZxy(zoom, x, y);
  if (!tile) {
    // The cached directories may be those of a replaced archive that lacked this tile: ask the bucket.
    const current = await openArchive(c.env.BASEMAPS, basemap.pmtiles, { revalidate: true });
    if (current.version !== opened.version) tile = await current.archive.getZxy(zoom, x, y);
  }
  if (!tile) throw new NotFound('map tile');
  // Read after the tile: a replaced archive's read dropped the cached header and fetched the new one.
  const version = (await opened.archive.getHeader()).etag ?? '';
  return new Response(tile.data, {
    headers: {
      'Content-Type': opened.format.contentType,
      'Cache-Control': versionedCacheControl(c.req.query('v'), version),
    },
  });
}
