import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Context } from 'hono';
import { basemapLayers } from '../../core/map/basemap-layers';
import { basemapPalette } from '../../core/map/palettes';
import { type DecodedTile, sourceLayers } from '../../core/map/static/basemap-scene';
import { type Camera, coveringTiles, type TileSpot } from '../../core/map/static/camera';
import { decodeTile } from '../../core/map/static/mvt';
import type { AppEnv } from '../env';
import { basemapManifest } from './basemap-manifest';
import { openArchive } from './pmtiles-archive';

// The basemap a static map draws: the site's default style's layers (a flavour of @protomaps/basemaps
// in its palette and the page's language, core/map/basemap-layers.ts) over the tiles the picture
// covers: the site's PMTiles archive when its default variant has one of vector tiles (the same
// schema as the world basemap) and the picture lies within its zooms, else the world basemap built
// into ASSETS. A variant on a tile service's style is drawn from the world basemap: the picture fetches
// nothing from another host; an archive of images is drawn from the world vectors in the palette.

export interface PictureBasemap {
  /** The style's layers the picture draws, bottom to top. */
  layers: readonly LayerSpecification[];
  attribution: string;
  tiles(camera: Camera): Promise<DecodedTile[]>;
}

type ReadTile = (spot: TileSpot) => Promise<Uint8Array | null>;

function decoded(read: ReadTile, minzoom: number, maxzoom: number, wanted: Set<string>): PictureBasemap['tiles'] {
  return async (camera) => {
    const spots = coveringTiles(camera, minzoom, maxzoom);
    const bytes = await Promise.all(spots.map(read));
    return spots.flatMap((spot, index) => {
      const data = bytes[index];
      return data ? [{ spot, layers: decodeTile(data, wanted) }] : [];
    });
  };
}

/** The basemap a site's static maps draw on; without a built basemap, its layers over no tiles (the sea). */
export async function pictureBasemap(c: Context<AppEnv>): Promise<PictureBasemap> {
  const { config } = c.var.site;
  const variant = config.map.styles.default;
  const layers = basemapLayers({ variant, palette: basemapPalette(variant, config.theme.styleVariables), lang: c.var.locale });
  const wanted = sourceLayers(layers);
  const manifest = await basemapManifest(c.env.ASSETS);
  // The build writes only tiles with something in them: a missing file is open sea.
  const world: ReadTile = async ({ z, x, y }) => {
    const res = await c.env.ASSETS.fetch(new URL(`/map/tiles/${z}/${x}/${y}.pbf`, c.req.url));
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
  };
  const worldTiles = manifest ? decoded(world, manifest.tiles.minzoom, manifest.tiles.maxzoom, wanted) : async () => [];
  const source = config.map.styles[variant].basemap;
  if (source && 'pmtiles' in source) {
    const opened = await openArchive(c.env.BASEMAPS, source.pmtiles);
    if (opened.format.kind === 'vector') {
      const read: ReadTile = async ({ z, x, y }) => {
        const tile = await opened.archive.getZxy(z, x, y);
        return tile ? new Uint8Array(tile.data) : null;
      };
      const archiveTiles = decoded(read, opened.minzoom, opened.maxzoom, wanted);
      // Below the archive's zooms the map shows the world basemap, and so does the picture.
      return {
        layers,
        attribution: [source.attribution, manifest?.attribution].filter(Boolean).join(' · '),
        tiles: (camera) => (camera.zoom >= opened.minzoom ? archiveTiles(camera) : worldTiles(camera)),
      };
    }
  }
  return { layers, attribution: manifest?.attribution ?? '', tiles: worldTiles };
}
