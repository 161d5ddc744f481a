import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { DARK, type Flavor, LIGHT, layers } from '@protomaps/basemaps';
import { MAP_FONTS } from './fonts';
import { HIKERS_COLOURS, hikersLayer } from './hikers-look';
import type { BasemapPalette, BasemapVariant } from './palettes';
import { poisLayer } from './pois-layer';

// The basemap's layers: a flavour of @protomaps/basemaps (the Protomaps basemap schema v4, which the
// world tiles of scripts/basemap and a site's archive both speak) in the site's palette, its text in the
// page's language where the tiles have names in it (`name:de`…) and in the fonts the worker serves
// (docs/decisions/051-protomaps-schema.md).

/** The built-in world basemap's vector source. */
export const BASEMAP_SOURCE = 'basemap';
/** A site's archive of vector tiles in the same schema, drawn over the world basemap inside its bounds. */
export const ARCHIVE_SOURCE = 'archive';

/**
 * The flavour's colours from the site's palette: sea, land, boundaries and every name take the
 * palette's; the rest (roads, landuse, buildings, points of interest, which only an archive holds) keep
 * the dark flavour's, or the light one's made a walker's map (hikers-look.ts).
 */
function basemapFlavor(variant: BasemapVariant, p: BasemapPalette): Flavor {
  const base = variant === 'hybrid' ? DARK : { ...LIGHT, ...HIKERS_COLOURS };
  return {
    ...base,
    background: p.water,
    earth: p.land,
    water: p.water,
    boundaries: p.boundaries,
    ocean_label: p.waterText,
    city_label: p.text,
    city_label_halo: p.halo,
    subplace_label: p.textMuted,
    subplace_label_halo: p.halo,
    state_label: p.textMuted,
    state_label_halo: p.halo,
    country_label: p.textMuted,
    regular: MAP_FONTS.regular,
    bold: MAP_FONTS.medium,
    italic: MAP_FONTS.italic,
  };
}

/**
 * The world tiles end at z6 and maplibre overzooms them, while a Protomaps build stops carrying
 * country names after z8 and region names after z11: the world's name layers stop there too.
 */
const WORLD_NAME_MAXZOOM: Record<string, number> = { places_country: 9, places_region: 12 };

/**
 * The flavour's layers as this product draws them: points of interest with the sprite's icons
 * (pois-layer.ts), the outdoor look's paths, land and buildings as a walker's map draws them
 * (hikers-look.ts), and no road shields, whose `shield_text` and `network` neither the world tiles nor
 * the OpenStreetMap builder write and whose images the sprite does not draw
 * (docs/decisions/059-basemap-pois.md).
 */
function flavourLayers(source: string, variant: BasemapVariant, flavor: Flavor, lang: string): LayerSpecification[] {
  return layers(source, flavor, { lang }).flatMap((layer) => {
    if (layer.id === 'roads_shields') return [];
    if (layer.id === 'pois') return [poisLayer(layer, flavor, lang)];
    return [variant === 'outdoor' ? hikersLayer(layer) : layer];
  });
}

export interface BasemapLayersInput {
  variant: BasemapVariant;
  palette: BasemapPalette;
  /** The page's language, for names (`name:<lang>` where the tiles have it, else `name`). */
  lang: string;
  /** Whether the style has an archive source: its land goes above the world's. */
  archive?: boolean;
}

/**
 * The world basemap's layers, then, with an archive, the archive's (ids prefixed `archive-`): inside
 * the archive's bounds and zooms its earth and water cover the world's, so one map shows, and outside
 * them the world's shows. The names go above all the land, the world's and then the archive's: a world
 * name is never covered by the archive's land, and the archive's names are placed first. The site's
 * feature layers go on top of all of these.
 */
export function basemapLayers({ variant, palette, lang, archive = false }: BasemapLayersInput): LayerSpecification[] {
  const flavor = basemapFlavor(variant, palette);
  const world = flavourLayers(BASEMAP_SOURCE, variant, flavor, lang).map((layer) => {
    const maxzoom = WORLD_NAME_MAXZOOM[layer.id];
    return maxzoom === undefined ? layer : { ...layer, maxzoom };
  });
  if (!archive) return world;
  const over = flavourLayers(ARCHIVE_SOURCE, variant, flavor, lang)
    .filter((layer) => layer.type !== 'background')
    .map((layer) => ({ ...layer, id: `archive-${layer.id}` }));
  const names = (layer: LayerSpecification) => layer.type === 'symbol';
  const land = (layer: LayerSpecification) => !names(layer);
  return [...world.filter(land), ...over.filter(land), ...world.filter(names), ...over.filter(names)];
}
