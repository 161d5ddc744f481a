import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { basemapManifest } from './basemap-manifest';
import { versionedCacheControl } from './cache-headers';

// GET /map/tiles/{z}/{x}/{y}.pbf: the offline basemap's vector tiles from ASSETS. The build writes
// only tiles with something in them, so a tile of the pyramid without a file is open sea: an empty
// tile, not an error (maplibre would log every 404).

const tileParams = z.object({
  z: z.coerce.number().int().min(0),
  x: z.coerce.number().int().min(0),
  file: z.string().regex(/^\d+\.pbf$/),
});

export async function tileHandler(c: Context<AppEnv>): Promise<Response> {
  const manifest = await basemapManifest(c.env.ASSETS);
  const params = tileParams.safeParse(c.req.param());
  if (!manifest || !params.success) throw new NotFound('map tile');
  const { z: zoom, x } = params.data;
  const y = Number.parseInt(params.data.file, 10);
  const size = 2 ** zoom;
  if (zoom < manifest.tiles.minzoom || zoom > manifest.tiles.maxzoom || x >= size || y >= size) throw new NotFound('map tile');

  const file = await c.env.ASSETS.fetch(new URL(`/map/tiles/${zoom}/${x}/${y}.pbf`, c.req.url));
  return new Response(file.ok ? file.body : null, {
    headers: {
      'Content-Type': 'application/vnd.mapbox-vector-tile',
      'Cache-Control': versionedCacheControl(c.req.query('v'), manifest.version),
    },
  });
}
