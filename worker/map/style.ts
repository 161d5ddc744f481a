import type { Context } from 'hono';
import { z } from 'zod';
import { basemapStyle } from '../../core/map/basemap-style';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { basemapManifest } from './basemap-manifest';

// GET /map/style.json?style=outdoor|hybrid: the site's basemap style (core/map/basemap-style.ts),
// the site's default style when none is asked for; a variant with a production style (a tile
// service's style URL) redirects there, and the map island draws it with the site's glyphs. It names the build's versioned tile and glyph
// URLs, so it is cached only briefly: after a deploy, maps pick up the new basemap within minutes.

const styleQuery = z.enum(['outdoor', 'hybrid']).optional();

export async function styleHandler(c: Context<AppEnv>): Promise<Response> {
  const query = styleQuery.safeParse(c.req.query('style'));
  if (!query.success) throw new InvalidInput('style', 'style must be outdoor or hybrid');
  const { config } = c.get('site');
  const variant = query.data ?? config.map.styles.default;
  const production = config.map.styles[variant].basemap;
  if (production) return new Response(null, { status: 302, headers: { Location: production.style, 'Cache-Control': 'public, max-age=300' } });
  const manifest = await basemapManifest(c.env.ASSETS);
  if (!manifest) throw new NotFound('basemap');
  const style = basemapStyle({
    map: config.map,
    theme: config.theme.styleVariables,
    variant,
    manifest,
    origin: new URL(c.req.url).origin,
  });
  return c.json(style, 200, { 'Cache-Control': 'public, max-age=300' });
}
