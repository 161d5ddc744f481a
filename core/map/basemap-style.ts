import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapSettings, SiteConfig } from '../site-config';
import { ARCHIVE_SOURCE, BASEMAP_SOURCE, basemapLayers } from './basemap-layers';
import type { BasemapManifest } from './basemap-manifest';
import { MAP_FONTS } from './fonts';
import { type BasemapVariant, basemapPalette } from './palettes';

// A site's basemap style: the built-in world basemap (tiles and glyphs from the worker's own origin,
// so no request leaves for another host) drawn by a flavour of @protomaps/basemaps in the variant's
// palette and the page's language (core/map/basemap-layers.ts), with the site's archive of vector tiles
// in the same schema over it inside the archive's bounds and zooms, opening on the site's centre and
// zoom. The metadata carries what the map island needs and a style cannot say: the variant's zoom and
// pitch limits (docs/product/maps.md#map-settings) and the fontstacks it may use for its own labels.

export interface BasemapStyleInput {
  map: MapSettings;
  theme: SiteConfig['theme']['styleVariables'];
  variant: BasemapVariant;
  manifest: BasemapManifest;
  /** The site's origin: maplibre fetches tiles from a web worker, where relative URLs do not resolve. */
  origin: string;
  /** The page's language: names show in it where the tiles have them. */
  lang: string;
  /**
   * A site's PMTiles archive (worker/map/archive-tiles.ts): vector tiles in the Protomaps schema, drawn
   * over the world basemap, or images drawn as a raster layer over the sea colour in its place.
   */
  archive?: BasemapArchive;
}

/** Where an archive's tiles are served, the zooms it holds and the area it covers. */
export interface BasemapArchive {
  kind: 'vector' | 'raster';
  tiles: string;
  minzoom: number;
  maxzoom: number;
  /** [west, south, east, north] from the archive's header: maplibre asks for no tile outside it. */
  bounds: [number, number, number, number];
  attribution?: string;
}

/** The site's glyphs; unversioned, they are cached briefly (worker/map/glyphs.ts). */
export const glyphsUrl = (origin: string) => `${origin}/map/glyphs/{fontstack}/{range}.pbf`;

function basemapUrls(origin: string, version: string) {
  return {
    tiles: `${origin}/map/tiles/{z}/{x}/{y}.pbf?v=${version}`,
    glyphs: `${glyphsUrl(origin)}?v=${version}`,
    // maplibre adds `.json`, `.png` and `@2x` to the path, keeping the query.
    sprite: `${origin}/map/sprite/sprite?v=${version}`,
  };
}

/** The variant's zoom and pitch limits (docs/product/maps.md#map-settings); the map island applies them to any style. */
export function variantLimits(map: Pick<MapSettings, 'styles' | 'pitch'>, variant: BasemapVariant): { maxzoom: number; pitch: [number, number] } {
  if (variant === 'hybrid') return { maxzoom: map.styles.hybrid.zoomMax, pitch: map.styles.hybrid.pitch };
  return { maxzoom: map.styles.outdoor.zoomMax, pitch: [0, map.pitch.max] };
}

/** PMTiles headers do not say an image tile's size; 256 px is the web map convention raster archives follow. */
const RASTER_TILE_SIZE = 256;

type Source = StyleSpecification['sources'][string];

const tileSource = (tiles: { tiles: string; minzoom: number; maxzoom: number; attribution?: string | undefined }) => ({
  tiles: [tiles.tiles],
  minzoom: tiles.minzoom,
  maxzoom: tiles.maxzoom,
  ...(tiles.attribution ? { attribution: tiles.attribution } : {}),
});

export function basemapStyle({ map, theme, variant, manifest, origin, lang, archive }: BasemapStyleInput): StyleSpecification {
  const urls = basemapUrls(origin, manifest.version);
  const palette = basemapPalette(variant, theme);
  const world: Source = { type: 'vector', ...tileSource({ tiles: urls.tiles, ...manifest.tiles, attribution: manifest.attribution }) };
  const common = {
    version: 8 as const,
    name: `basemap-${variant}`,
    metadata: { 'travel-guide:variant': variant, 'travel-guide:limits': variantLimits(map, variant), 'travel-guide:fonts': MAP_FONTS },
    center: map.center,
    zoom: map.zoom.initial,
    glyphs: urls.glyphs,
    sprite: urls.sprite,
  };
  if (archive?.kind === 'raster') {
    // Images carry their own land and labels: only the sea shows where the archive has no tile.
    const sea = basemapLayers({ variant, palette, lang }).filter((layer) => layer.type === 'background');
    return {
      ...common,
      sources: { [BASEMAP_SOURCE]: { type: 'raster', tileSize: RASTER_TILE_SIZE, ...tileSource(archive) } },
      layers: [...sea, { id: 'imagery', type: 'raster', source: BASEMAP_SOURCE }],
    };
  }
  return {
    ...common,
    sources: {
      [BASEMAP_SOURCE]: world,
      ...(archive ? { [ARCHIVE_SOURCE]: { type: 'vector', bounds: archive.bounds, ...tileSource(archive) } } : {}),
    },
    layers: basemapLayers({ variant, palette, lang, archive: archive !== undefined }),
  };
}
