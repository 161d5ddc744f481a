import type { Context } from 'hono';
import { findTile, type Header, type PMTiles, zxyToTileId } from 'pmtiles';
import * as z from 'zod';
import { type Bounds, tilesCovering } from '../../core/map/tile-cover';
import type { AppEnv } from '../env';
import { InvalidInput, NotFound } from '../errors';
import { openArchive } from './pmtiles-archive';

// GET /map/archive/{variant}/sizes?bbox=west,south,east,north&minzoom=&maxzoom=: the tiles the
// variant's archive holds over an area, each with its byte length as the archive stores it, read from
// the archive's directories alone (no tile is read). A saved guide plans with these exact sizes and
// keeps the deepest zooms that fit its budget (docs/decisions/058-saved-guide-archives.md). A tile of
// the cover the archive lacks is left out, so the guide never asks for it.

/** The most tiles one answer covers: a guide keeps at most 1500 (client/offline/guide-plan.ts), so a planning client never meets it. */
const MAX_COVER_TILES = 4096;
/** PMTiles addresses tiles to zoom 26; deeper ids lose precision. */
const MAX_ZOOM = 26;
/** Root, leaf, and leaf of leaf: the depth PMTiles writers produce and the package's own reader allows. */
const MAX_DIRECTORY_DEPTH = 4;

function zoom(field: string) {
  const message = `${field} must be a whole zoom from 0 to ${MAX_ZOOM}`;
  return z.coerce.number({ error: message }).refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_ZOOM, message);
}

const BBOX_MESSAGE = 'bbox must be west,south,east,north in degrees, west below east and south below north';

const sizesQuery = z
  .object({
    bbox: z
      .string({ error: BBOX_MESSAGE })
      .transform((value) => value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part))))
      .refine((values): values is Bounds => values.length === 4 && values.every(Number.isFinite), BBOX_MESSAGE)
      .refine(([west, south, east, north]) => west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north, BBOX_MESSAGE),
    minzoom: zoom('minzoom'),
    maxzoom: zoom('maxzoom'),
  })
  .refine((query) => query.minzoom <= query.maxzoom, { path: ['maxzoom'], message: 'maxzoom must not be below minzoom' });

const variantParam = z.enum(['outdoor', 'hybrid']);

/** A tile the archive holds: zoom, column, row and its stored byte length. */
type SizedTile = [number, number, number, number];

/**
 * The stored length of tile `tileId`, or undefined when the archive lacks it: the root directory,
 * then leaf directories (an entry of run length 0 points at one), through the package's directory
 * cache. A run-length entry stands for several consecutive tiles sharing one stored copy: each of
 * them is that copy's length, since the guide fetches each tile URL on its own.
 */
async function storedLength(archive: PMTiles, header: Header, tileId: number): Promise<number | undefined> {
  let offset = header.rootDirectoryOffset;
  let length = header.rootDirectoryLength;
  for (let depth = 0; depth < MAX_DIRECTORY_DEPTH; depth += 1) {
    const entry = findTile(await archive.cache.getDirectory(archive.source, offset, length, header), tileId);
    if (!entry) return undefined;
    if (entry.runLength > 0) return entry.length;
    offset = header.leafDirectoryOffset + entry.offset;
    length = entry.length;
  }
  return undefined;
}

export async function archiveSizesHandler(c: Context<AppEnv>): Promise<Response> {
  const variant = variantParam.safeParse(c.req.param('variant'));
  if (!variant.success) throw new NotFound('map archive');
  const query = sizesQuery.safeParse(c.req.query());
  if (!query.success) {
    const [issue] = query.error.issues;
    throw new InvalidInput(String(issue?.path[0] ?? 'query'), issue?.message ?? 'the query is not valid');
  }
  const basemap = c.get('site').config.map.styles[variant.data].basemap;
  if (!basemap || !('pmtiles' in basemap)) throw new NotFound('map archive');
  const { bbox, minzoom, maxzoom } = query.data;
  const cover = tilesCovering(bbox, minzoom, maxzoom, MAX_COVER_TILES);
  if (cover.maxZoom < maxzoom) throw new InvalidInput('maxzoom', `the area takes more than ${MAX_COVER_TILES} tiles to zoom ${maxzoom}: ask for fewer zooms or a smaller bbox`);

  // Asked for the current etag first: the sizes are those of the archive the style's tile URLs name.
  const opened = await openArchive(c.env.BASEMAPS, basemap.pmtiles, { revalidate: true });
  const header = await opened.archive.getHeader();
  const held = cover.tiles.filter((tile) => tile.z >= header.minZoom && tile.z <= header.maxZoom);
  const lengths = await Promise.all(held.map((tile) => storedLength(opened.archive, header, zxyToTileId(tile.z, tile.x, tile.y))));
  const tiles = held.flatMap((tile, i): SizedTile[] => (lengths[i] === undefined ? [] : [[tile.z, tile.x, tile.y, lengths[i]]]));
  return c.json({ version: opened.version, minzoom: header.minZoom, maxzoom: header.maxZoom, tiles }, 200, { 'Cache-Control': 'public, max-age=300' });
}
