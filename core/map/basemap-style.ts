import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapSettings, SiteConfig } from '../site-config';
import { BASEMAP_SOURCE, basemapLayers } from './basemap-layers';
import type { BasemapManifest } from './basemap-manifest';
import { MAP_FONTS } from './fonts';
import { type BasemapVariant, basemapPalette } from './palettes';

// A site's basemap style: the offline basemap (tiles and glyphs from the worker's own origin, so no
// request leaves for another host) drawn in the variant's palette, opening on the site's centre and
// zoom. The metadata carries what the map island needs and a style cannot say: the variant's zoom and
// pitch limits (docs/product/maps.md#map-settings) and the fontstacks it may use for its own labels.

export interface BasemapStyleInput {
  map: MapSettings;
  theme: SiteConfig['theme']['styleVariables'];
  variant: BasemapVariant;
  manifest: BasemapManifest;
  /** The site's origin: maplibre fetches tiles from a web worker, where relative URLs do not resolve. */
  origin: string;
  /**
   * A PMTiles archive in place of the offline tiles (worker/map/archive-tiles.ts): vector tiles with
   * the same layers, or images drawn as a raster layer over the sea colour.
   */
  archive?: BasemapArchive;
}

/** Where an archive's tiles are served and the zooms it holds. */
export interface BasemapArchive {
  kind: 'vector' | 'raster';
  tiles: string;
  minzoom: number;
  maxzoom: number;
  attribution?: string;
}

/** The site's glyphs; unversioned, they are cached briefly (worker/map/glyphs.ts). */
export const glyphsUrl = (origin: string) => `${origin}/map/glyphs/{fontstack}/{range}.pbf`;

function basemapUrls(origin: string, version: string) {
  return {
    tiles: `${origin}/map/tiles/{z}/{x}/{y}.pbf?v=${version}`,
    glyphs: `${glyphsUrl(origin)}?v=${version}`,
  };
}

/** The variant's zoom and pitch limits (docs/product/maps.md#map-settings); the map island applies them to any style. */
export function variantLimits(map: Pick<MapSettings, 'styles' | 'pitch'>, variant: BasemapVariant): { maxzoom: number; pitch: [number, number] } {
  if (variant === 'hybrid') return { maxzoom: map.styles.hybrid.zoomMax, pitch: map.styles.hybrid.pitch };
  return { maxzoom: map.styles.outdoor.zoomMax, pitch: [0, map.pitch.max] };
}

/** PMTiles headers do not say an image tile's size; 256 px is the web map convention raster archives follow. */
const RASTER_TILE_SIZE = 256;

export function basemapStyle({ map, theme, variant, manifest, origin, archive }: BasemapStyleInput): StyleSpecification {
  const urls = basemapUrls(origin, manifest.version);
  const tiles: BasemapArchive = archive ?? { kind: 'vector', tiles: urls.tiles, minzoom: manifest.tiles.minzoom, maxzoom: manifest.tiles.maxzoom, attribution: manifest.attribution };
  const layers = basemapLayers(basemapPalette(variant, theme));
  const source = { tiles: [tiles.tiles], minzoom: tiles.minzoom, maxzoom: tiles.maxzoom, ...(tiles.attribution ? { attribution: tiles.attribution } : {}) };
  return {
    version: 8,
    name: `basemap-${variant}`,
    metadata: { 'travel-guide:variant': variant, 'travel-guide:limits': variantLimits(map, variant), 'travel-guide:fonts': MAP_FONTS },
    center: map.center,
    zoom: map.zoom.initial,
    glyphs: urls.glyphs,
    sources: { [BASEMAP_SOURCE]: tiles.kind === 'raster' ? { type: 'raster', tileSize: RASTER_TILE_SIZE, ...source } : { type: 'vector', ...source } },
    // Images carry their own land and labels: only the sea shows where the archive has no tile.
    layers: tiles.kind === 'raster' ? [...layers.filter((layer) => layer.type === 'background'), { id: 'imagery', type: 'raster', source: BASEMAP_SOURCE }] : layers,
  };
}
