import type { Context } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { basemapStyle } from '../../core/map/basemap-style';
import { localeIds } from '../../core/i18n/locales';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { archiveSource } from './archive-tiles';
import { basemapManifest } from './basemap-manifest';

// GET /map/style.json?style=outdoor|hybrid&lang=<locale>: the site's basemap style
// (core/map/basemap-style.ts), the site's default style and language when none is asked for; names
// show in the language where the tiles have them, and the language is part of the URL, so of every
// cache key. A variant with a production style (a tile service's style URL) redirects there, and the
// map island draws it with the site's glyphs; a variant with a PMTiles archive gets the world style
// with the archive's tiles over it inside its bounds (worker/map/archive-tiles.ts).
// It names the build's versioned glyph URLs and the current tiles, so it is cached only briefly: after
// a deploy or a new archive, maps pick up the new basemap within minutes.

const styleQuery = z.enum(['outdoor', 'hybrid']).optional();

/**
 * An archive's credit as the attribution maplibre shows, which it reads as HTML: the operator's text
 * escaped, a link where the config gives the licence's address (OpenStreetMap's licence asks for one).
 */
const creditHtml = ({ text, url }: { text: string; url?: string }) => renderToStaticMarkup(url ? <a href={url}>{text}</a> : text);

const langQuery = z.enum(localeIds).optional();

export async function styleHandler(c: Context<AppEnv>): Promise<Response> {
  const query = styleQuery.safeParse(c.req.query('style'));
  if (!query.success) throw new InvalidInput('style', 'style must be outdoor or hybrid');
  const lang = langQuery.safeParse(c.req.query('lang'));
  if (!lang.success) throw new InvalidInput('lang', `lang must be one of ${localeIds.join(', ')}`);
  const { config } = c.get('site');
  const variant = query.data ?? config.map.styles.default;
  const production = config.map.styles[variant].basemap;
  if (production && 'style' in production) return new Response(null, { status: 302, headers: { Location: production.style, 'Cache-Control': 'public, max-age=300' } });
  const manifest = await basemapManifest(c.env.ASSETS);
  if (!manifest) throw new NotFound('basemap');
  const origin = new URL(c.req.url).origin;
  const archive = production ? await archiveSource(c.env, production.pmtiles, variant, origin, production.attribution && creditHtml(production.attribution)) : undefined;
  const style = basemapStyle({
    map: config.map,
    theme: config.theme.styleVariables,
    variant,
    manifest,
    origin,
    lang: lang.data ?? config.defaultLocale,
    ...(archive ? { archive } : {}),
  });
  return c.json(style, 200, { 'Cache-Control': 'public, max-age=300' });
}
