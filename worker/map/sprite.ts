import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { basemapManifest } from './basemap-manifest';
import { versionedCacheControl } from './cache-headers';

// GET /map/sprite/sprite{,@2x}.{json,png}: the basemap's sprite, the icons the flavour's layers name
// (scripts/basemap/sprite.mjs), from ASSETS, cached like the tiles by the build's version.

const spriteFile = z.string().regex(/^sprite(@2x)?\.(json|png)$/);

export async function spriteHandler(c: Context<AppEnv>): Promise<Response> {
  const manifest = await basemapManifest(c.env.ASSETS);
  const file = spriteFile.safeParse(c.req.param('file'));
  if (!manifest || !file.success) throw new NotFound('map sprite');
  const asset = await c.env.ASSETS.fetch(new URL(`/map/sprite/${file.data}`, c.req.url));
  if (!asset.ok) throw new NotFound('map sprite');
  return new Response(asset.body, {
    headers: {
      'Content-Type': file.data.endsWith('.png') ? 'image/png' : 'application/json',
      'Cache-Control': versionedCacheControl(c.req.query('v'), manifest.version),
    },
  });
}
