import type { Context } from 'hono';
import * as z from 'zod';
import { encodeGlyphRange, rangeName } from '../../core/map/glyph-pbf';
import type { BasemapManifest } from '../../core/map/basemap-manifest';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { basemapManifest } from './basemap-manifest';
import { versionedCacheControl } from './cache-headers';

// GET /map/glyphs/{fontstack}/{start}-{end}.pbf: SDF glyph ranges for map text. A fontstack names
// fonts in order of preference; the first one built here answers, else the first font built (no
// text is worth a missing label). A range the font has no glyphs in is an empty range, so maplibre
// draws the rest of the label instead of failing the request.

const rangeFile = z
  .string()
  .regex(/^\d+-\d+\.pbf$/)
  .transform((file) => file.slice(0, -'.pbf'.length).split('-').map(Number) as [number, number])
  .refine(([start, end]) => start % 256 === 0 && end === start + 255 && end <= 65535, 'must be a 256-glyph range');

function pickFont(manifest: BasemapManifest, fontstack: string) {
  const names = Object.keys(manifest.fonts);
  const name =
    fontstack
      .split(',')
      .map((font) => font.trim())
      .find((font) => font in manifest.fonts) ?? names[0];
  return name ? { name, ...manifest.fonts[name]! } : undefined;
}

export async function glyphHandler(c: Context<AppEnv>): Promise<Response> {
  const manifest = await basemapManifest(c.env.ASSETS);
  const range = rangeFile.safeParse(c.req.param('file'));
  const font = manifest && pickFont(manifest, c.req.param('fontstack') ?? '');
  if (!manifest || !font || !range.success) throw new NotFound('glyph range');
  const [start] = range.data;
  const name = rangeName(start);

  const file = font.ranges.includes(start) ? await c.env.ASSETS.fetch(new URL(`/map/glyphs/${font.slug}/${name}.pbf`, c.req.url)) : null;
  const body = file?.ok ? file.body : encodeGlyphRange({ name: font.name, range: name, glyphs: [] });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/x-protobuf',
      'Cache-Control': versionedCacheControl(c.req.query('v'), manifest.version),
    },
  });
}
