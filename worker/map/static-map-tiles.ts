import type { Context } from 'hono';
import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { basemapLayers } from '../../core/map/basemap-layers';
import { basemapPalette } from '../../core/map/palettes';
import { type DecodedTile, sourceLayers } from '../../core/map/static/basemap-scene';
import { type Camera, coveringTiles, type TileSpot } from '../../core/map/static/camera';
import { decodeTile } from '../../core/map/static/mvt';
import type { AppEnv } from '../env';
import { basemapManifest } from './basemap-manifest';
import { openArchive } from './pmtiles-archive';

// The basemap tiles a static map covers: the site's PMTiles archive when its default variant has
// one of vector tiles (the offline basemap's layers), else the offline basemap built into ASSETS. A
// variant on a tile service's style is drawn from the offline basemap: the picture fetches nothing
// from another host; an archive of images is drawn from the offline vectors in the variant's palette.

export interface PictureBasemap {
  /** The style's layers the picture draws, bottom to top. */
  layers: readonly LayerSpecification[];
  attribution: string;
  tiles(camera: Camera): Promise<DecodedTile[]>;
}

type ReadTile = (spot: TileSpot) => Promise<Uint8Array | null>;

function decoded(read: ReadTile, minzoom: number, maxzoom: number, layers: readonly LayerSpecification[]): PictureBasemap['tiles'] {
  const wanted = sourceLayers(layers);
  return async (camera) => {
    const spots = coveringTiles(camera, minzoom, maxzoom);
    const bytes = await Promise.all(spots.map(read));
    return spots.flatMap((spot, index) => {
      const data = bytes[index];
      return data ? [{ spot, layers: decodeTile(data, wanted) }] : [];
    });
  };
}

/** The basemap a site's static maps draw on, or null when the deployment has none. */
export async function pictureBasemap(c: Context<AppEnv>): Promise<PictureBasemap | null> {
  const { config } = c.var.site;
  const variant = config.map.styles.default;
  const layers = basemapLayers(basemapPalette(variant, config.theme.styleVariables));
  const source = config.map.styles[variant].basemap;
  if (source && 'pmtiles' in source) {
    const opened = await openArchive(c.env.BASEMAPS, source.pmtiles);
    if (opened.format.kind === 'vector') {
      const read: ReadTile = async ({ z, x, y }) => {
        const tile = await opened.archive.getZxy(z, x, y);
        return tile ? new Uint8Array(tile.data) : null;
      };
      return { layers, attribution: source.attribution ?? '', tiles: decoded(read, opened.minzoom, opened.maxzoom, layers) };
    }
  }
  const manifest = await basemapManifest(c.env.ASSETS);
  if (!manifest) return null;
  // The build writes only tiles with something in them: a missing file is open sea.
  const read: ReadTile = async ({ z, x, y }) => {
    const res = await c.env.ASSETS.fetch(new URL(`/map/tiles/${z}/${x}/${y}.pbf`, c.req.url));
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
  };
  return { layers, attribution: manifest.attribution, tiles: decoded(read, manifest.tiles.minzoom, manifest.tiles.maxzoom, layers) };
}
