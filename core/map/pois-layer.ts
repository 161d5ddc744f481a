import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Flavor } from '@protomaps/basemaps';
import { POI_GROUPS, type PoiGroup } from './static/poi-icons';

// The flavour's `pois` layer, drawn with the sprite's icons (core/map/static/poi-icons.ts;
// docs/decisions/059-basemap-pois.md): only the kinds the sprite has an icon for, so maplibre never
// asks for a missing image, and the ones someone out walking looks for (huts, shelters, viewpoints,
// parking, water, toilets, information, picnic sites) beside the flavour's own.

/**
 * Shown from the zoom of the first tile holding them, one zoom before the flavour's `min_zoom` rule
 * (which follows the reference tiler's zooms): a trail's map at zoom 13 to 15 shows its huts and peaks,
 * the car park at the trail head and the water on the way, where the flavour would wait a zoom more.
 */
const EARLY_KINDS = ['alpine_hut', 'wilderness_hut', 'shelter', 'peak', 'viewpoint', 'parking', 'drinking_water', 'toilets', 'information', 'picnic_site'];

const kind: ExpressionSpecification = ['get', 'kind'];

/** Each group's kinds, for a `match` on the kind. */
function byGroup(): [PoiGroup, string[]][] {
  const groups = new Map<PoiGroup, string[]>();
  for (const [name, group] of POI_GROUPS) groups.set(group, [...(groups.get(group) ?? []), name]);
  return [...groups];
}

/** A peak's name with its elevation ("Naafkopf 2570 m"), on one line so the picture shows it too. */
function peakName(lang: string): ExpressionSpecification {
  const elevation: ExpressionSpecification = ['concat', ['to-string', ['get', 'elevation']], ' m'];
  return ['case', ['any', ['has', `name:${lang}`], ['has', 'name']], ['concat', ['coalesce', ['get', `name:${lang}`], ['get', 'name']], ' ', elevation], elevation];
}

/** The flavour's `pois` layer, its filter, name and colours made to draw only what the sprite has. */
export function poisLayer(layer: LayerSpecification, flavor: Flavor, lang: string): LayerSpecification {
  if (layer.type !== 'symbol' || !flavor.pois) return layer;
  const colours = flavor.pois;
  const name = layer.layout?.['text-field'] as ExpressionSpecification;
  const textColor: ExpressionSpecification = ['match', kind, ...byGroup().flatMap(([group, kinds]) => [kinds, colours[group]]), flavor.earth] as ExpressionSpecification;
  return {
    ...layer,
    filter: ['all', ['in', kind, ['literal', [...POI_GROUPS.keys()]]], ['>=', ['zoom'], ['-', ['get', 'min_zoom'], ['case', ['in', kind, ['literal', EARLY_KINDS]], 1, 0]]]],
    layout: { ...layer.layout, 'text-field': ['case', ['all', ['==', kind, 'peak'], ['has', 'elevation']], ['format', peakName(lang), {}], name] },
    paint: { ...layer.paint, 'text-color': textColor },
  };
}
