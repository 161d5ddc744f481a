import type { RasterDEMSourceSpecification, StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapSettings } from '../site-config';

// What the map island does to every style it loads, the site's own (worker/map/style.ts) or a tile
// service's (a production style the style route redirects to): a foreign style's text is drawn with
// the site's own glyphs (the glyph route answers any fontstack, so the features' labels and cluster
// counts draw whatever fonts the service offers), and the terrain source joins it where the site
// configures one, for 3D to raise.

export const TERRAIN_SOURCE = 'tg-terrain';

type Terrain = NonNullable<MapSettings['perspective']['terrain']>;

function terrainSource(terrain: Terrain): RasterDEMSourceSpecification {
  return {
    type: 'raster-dem',
    tiles: terrain.tiles,
    encoding: terrain.encoding,
    tileSize: terrain.tileSize,
    maxzoom: terrain.maxzoom,
    ...(terrain.attribution ? { attribution: terrain.attribution } : {}),
  };
}

/** True for the styles the site's worker builds (core/map/basemap-style.ts). */
const isSiteStyle = (style: StyleSpecification) => typeof (style.metadata as Record<string, unknown> | undefined)?.['travel-guide:variant'] === 'string';

export interface StyleNeeds {
  /** The site's glyph URL template, absolute. */
  glyphs: string;
  terrain?: Terrain | undefined;
}

export function prepareStyle(style: StyleSpecification, needs: StyleNeeds): StyleSpecification {
  return {
    ...style,
    ...(isSiteStyle(style) ? {} : { glyphs: needs.glyphs }),
    sources: { ...style.sources, ...(needs.terrain ? { [TERRAIN_SOURCE]: terrainSource(needs.terrain) } : {}) },
  };
}
