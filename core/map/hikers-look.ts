import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Flavor } from '@protomaps/basemaps';

// The outdoor look is a walker's map: the light flavour draws paths, minor roads and buildings within a
// shade of the land, which reads as an empty map at a trail's zoom. Here, as hiking maps draw them,
// footpaths are dark red dashes and tracks brown ones, roads have a visible edge and the main roads a
// warm fill, buildings are solid, and woods, meadows, scrub, scree, wetland, sports grounds and the
// settled areas around the buildings each have a fill of their own (the light flavour leaves the last
// three the land's colour, so a valley's villages and a hill's wetland read as empty land).
// Only an archive carries these layers (the world basemap has land, water, borders and places), so
// sites drawn on the world basemap alone look as before (docs/decisions/064-picture-detail-and-seam.md).
// The route stays the strongest line: a path is at most 2.4 px wide and dashed, a route 4 px and solid.

/** The light flavour's colours a walker's map changes. */
export const HIKERS_COLOURS: Partial<Flavor> = {
  buildings: '#c8bbaa',
  minor_casing: '#c9c0b0',
  minor_service_casing: '#c9c0b0',
  link_casing: '#c9a86a',
  major: '#ffe9a8',
  major_casing_early: '#c9a86a',
  major_casing_late: '#c9a86a',
  bridges_major: '#ffe9a8',
  bridges_minor_casing: '#c9c0b0',
  bridges_major_casing: '#c9a86a',
};

const PATH = '#b8433a';
const TRACK = '#8a6d4b';
const detail: ExpressionSpecification = ['get', 'kind_detail'];

/** Paths and tracks (the schema's `path` kind; `track` in its detail): dashes a hiker tells apart from the roads. */
const WAY_PAINT = {
  'line-color': ['match', detail, 'track', TRACK, PATH] as ExpressionSpecification,
  'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.6, 14, 1.2, 16, 1.8, 18, 2.4] as ExpressionSpecification,
  'line-dasharray': [3, 1.5],
};

const LAND_KIND: ExpressionSpecification = ['get', 'kind'];

/** Each land kind's fill, the fills that were the flavour's kept where a walker needs no other. */
const LAND_FILLS: [string[], string][] = [
  [['forest', 'wood'], '#a8d39c'],
  [['meadow', 'grass', 'grassland', 'village_green'], '#d5e6b5'],
  [['scrub', 'heath'], '#c4d6a4'],
  [['bare_rock'], '#cfc9c0'],
  [['glacier'], '#e3f1f6'],
  [['wetland'], '#c9e0d8'],
  [['national_park', 'park', 'cemetery', 'protected_area', 'nature_reserve', 'golf_course', 'pitch', 'recreation_ground'], '#c8e3c0'],
  [['residential', 'commercial'], '#e8d0c8'],
  [['sand'], '#e2e0d7'],
  [['military', 'naval_base', 'airfield'], '#c6dcdc'],
];

/** The flavour's layer as a walker's map draws it; layers it leaves alone come back unchanged. */
export function hikersLayer(layer: LayerSpecification): LayerSpecification {
  if (layer.type === 'line' && (layer.id === 'roads_other' || layer.id === 'roads_bridges_other')) {
    return { ...layer, paint: { ...layer.paint, ...WAY_PAINT } };
  }
  if (layer.type === 'fill' && layer.id === 'buildings') return { ...layer, paint: { ...layer.paint, 'fill-opacity': 1 } };
  if (layer.type === 'fill' && layer.id === 'landuse_park') {
    return {
      ...layer,
      filter: ['in', LAND_KIND, ['literal', LAND_FILLS.flatMap(([kinds]) => kinds)]],
      paint: { ...layer.paint, 'fill-color': ['match', LAND_KIND, ...LAND_FILLS.flat(), '#e2dfda'] as ExpressionSpecification },
    };
  }
  return layer;
}
