import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Context } from 'hono';
import { basemapLayers } from '../../core/map/basemap-layers';
import { basemapPalette } from '../../core/map/palettes';
import { type DecodedTile, sourceLayers } from '../../core/map/static/basemap-scene';
import { beyondBox, worldLayers, worldUnder } from '../../core/map/static/world-under';
import { type Camera, coveringTiles, type TileSpot } from '../../core/map/static/camera';
import { decodeTile } from '../../core/map/static/mvt';
import { deepFreeze } from '../../core/deep-freeze';
import type { SiteConfig } from '../../core/site-config';
import type { AppEnv } from '../env';
import { memo } from '../memo';
import { log } from '../ops/log';
import { basemapManifest } from './basemap-manifest';
import { openArchive } from './pmtiles-archive';
import { tileServiceBasemap } from './tile-service-picture';

// The basemap a static map is drawn on, with the tiles its camera covers: the tile service's style a
// site's default variant names (tile-service-picture.ts), the site's PMTiles archive when that variant
// has one of vector tiles (over the built-in basemap's land, and its borders and lakes beyond the
// archive's bounds, as the map draws the two sources: world-under.ts), else the built-in basemap in ASSETS. A tile service that fails, or whose
// picture would pass its bounds, gives way to the built-in basemap, and the log says why. An archive
// of images is drawn from the built-in vectors in the variant's palette (decision 052).

export interface DrawnBasemap {
  /** The style's layers the picture draws, bottom to top. */
  layers: readonly LayerSpecification[];
  attribution: string;
  tiles: DecodedTile[];
  /** The tile service's style address, when the picture is drawn from one. */
  service?: string;
}

type ReadTile = (spot: TileSpot) => Promise<Uint8Array | null>;

/** The built-in basemap's pyramid, in ASSETS: a deploy that changes it starts new isolates. */
const WORLD = 'world';

/**
 * The bytes of the tiles kept decoded for the isolate's later pictures: a few regions' tiles (a
 * Liechtenstein trail's are 56 KB with the world's 262 KB beneath). Decoded whole, a tile takes up to
 * 16 times its bytes (the world basemap's ten largest tiles, every feature's rings and properties
 * read), so at most 32 MB of an isolate's 128; a picture decodes far less than the whole.
 */
const KEPT_TILE_BYTES = 2 * 1024 * 1024;
/**
 * How long a kept tile is drawn without asking the bucket again. Reading it again is how a replaced
 * archive is noticed (its etag no longer matches the cached header's), so an archive an operator
 * replaces shows in the pictures within this time, as it did at the next read before tiles were kept.
 */
const KEPT_TILE_MS = 5 * 60 * 1000;
const MISSING_TILE_BYTES = 1024;
const keptTiles = new Map<string, { layers: DecodedTile['layers'] | null; bytes: number; until: number }>();
let keptBytes = 0;

/**
 * The pyramid's tiles at `spots`, decoded for the `wanted` layers: as this isolate last decoded them,
 * or read and decoded now and kept for KEPT_TILE_MS, the least recently drawn going first past
 * KEPT_TILE_BYTES (a tile the pyramid lacks counts as MISSING_TILE_BYTES, so the sea's tiles are
 * bounded too). The pictures of one region draw the same few tiles over and over, and each read and
 * decode cost a picture an R2 read (a billed operation), a gunzip, the 262 KB world tile fetched for
 * its land alone and a walk through every feature's geometry: together more CPU than the drawing.
 * `pyramid` names the archive's version. What is kept is shared by the isolate's requests, which only
 * read it (the parts a feature decodes when first asked for are filled in synchronously), and never a
 * promise, which is one request's.
 */
async function decoded(pyramid: string, read: ReadTile, spots: readonly TileSpot[], wanted: ReadonlySet<string>): Promise<DecodedTile[]> {
  const layerNames = [...wanted].sort().join(',');
  const tiles = await Promise.all(
    spots.map(async (spot) => {
      const key = `${pyramid}/${spot.z}/${spot.x}/${spot.y}|${layerNames}`;
      const kept = keptTiles.get(key);
      if (kept) {
        keptTiles.delete(key);
        if (Date.now() <= kept.until) {
          keptTiles.set(key, kept);
          return kept.layers;
        }
        keptBytes -= kept.bytes;
      }
      const data = await read(spot);
      const made = { layers: data ? decodeTile(data, wanted) : null, bytes: data?.byteLength ?? MISSING_TILE_BYTES, until: Date.now() + KEPT_TILE_MS };
      if (!keptTiles.has(key)) {
        keptTiles.set(key, made);
        keptBytes += made.bytes;
        for (const [oldest, { bytes }] of keptTiles) {
          if (keptBytes <= KEPT_TILE_BYTES) break;
          keptTiles.delete(oldest);
          keptBytes -= bytes;
        }
      }
      return made.layers;
    }),
  );
  return spots.flatMap((spot, index) => {
    const layers = tiles[index];
    return layers ? [{ spot, layers }] : [];
  });
}

/**
 * A site's basemap layers in one language, kept for the isolate's pictures: made afresh they cost a
 * picture as much as parsing them, and kept they are the same objects, so their parses are found
 * without writing their text (kept-parses.ts).
 */
const siteBasemapLayers = memo((config: SiteConfig) =>
  memo((lang: string) => {
    const variant = config.map.styles.default;
    return deepFreeze(basemapLayers({ variant, palette: basemapPalette(variant, config.theme.styleVariables), lang }));
  }),
);

/**
 * The built-in basemap, or the site's vector archive (the same Protomaps schema) from its minzoom on
 * with the world's tiles beyond its bounds, as the map shows them: the default variant's flavour in its
 * palette and the page's language.
 */
async function ownBasemap(c: Context<AppEnv>, camera: Camera): Promise<DrawnBasemap> {
  const { config } = c.var.site;
  const variant = config.map.styles.default;
  const layers = siteBasemapLayers(config)(c.var.locale);
  const wanted = sourceLayers(layers);
  const manifest = await basemapManifest(c.env.ASSETS);
  // The build writes only tiles with something in them: a missing file is open sea.
  const readWorld: ReadTile = async ({ z, x, y }) => {
    const res = await c.env.ASSETS.fetch(new URL(`/map/tiles/${z}/${x}/${y}.pbf`, c.req.url));
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
  };
  const worldSpots = () => (manifest ? coveringTiles(camera, manifest.tiles.minzoom, manifest.tiles.maxzoom) : []);
  const source = config.map.styles[variant].basemap;
  if (source && 'pmtiles' in source) {
    const opened = await openArchive(c.env.BASEMAPS, source.pmtiles);
    // Below the archive's zooms the map shows the world basemap, and so does the picture.
    if (opened.format.kind === 'vector' && camera.zoom >= opened.minzoom) {
      const read: ReadTile = async ({ z, x, y }) => {
        const tile = await opened.archive.getZxy(z, x, y);
        return tile ? new Uint8Array(tile.data) : null;
      };
      // The world's land lies beneath (the archive's earth may stop inside its bounds); the rest of
      // the world is read only when the picture reaches past the archive's bounds.
      const beyond = beyondBox(camera, opened.bounds);
      const [own, world] = await Promise.all([
        decoded(`${source.pmtiles}@${opened.version}`, read, coveringTiles(camera, opened.minzoom, opened.maxzoom), wanted),
        decoded(WORLD, readWorld, worldSpots(), worldLayers(wanted, beyond)),
      ]);
      const attribution = [source.attribution?.text, manifest?.attribution].filter(Boolean).join(' · ');
      return { layers, attribution, tiles: [...world.map((tile) => worldUnder(tile, beyond)), ...own] };
    }
  }
  if (!manifest) return { layers, attribution: '', tiles: [] };
  return { layers, attribution: manifest.attribution, tiles: await decoded(WORLD, readWorld, worldSpots(), wanted) };
}

const fellBack = (c: Context<AppEnv>, style: string, error: unknown) =>
  log('warn', 'static_map.tile_service_fallback', { site: c.var.site.config.id, style, reason: error instanceof Error ? error.message : String(error) });

/**
 * Draws the picture on the site's basemap at this camera; a tile service's style that cannot be
 * fetched, read or drawn within its bounds is replaced by the built-in basemap.
 */
export async function drawOnBasemap<T>(c: Context<AppEnv>, camera: Camera, draw: (basemap: DrawnBasemap) => T): Promise<T> {
  const { config } = c.var.site;
  const source = config.map.styles[config.map.styles.default].basemap;
  if (source && 'style' in source) {
    try {
      return draw(await tileServiceBasemap(c, source, camera));
    } catch (error) {
      fellBack(c, source.style, error);
    }
  }
  return draw(await ownBasemap(c, camera));
}
