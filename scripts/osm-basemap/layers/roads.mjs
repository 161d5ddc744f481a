// The `roads` layer: highways by class, then the other lines the schema draws with them: railways
// (kind rail), aerial lifts (kind aerialway), runways and taxiways (kind aeroway) and piers. Kinds,
// details and the zoom each class appears from follow the Protomaps basemap schema v4
// (docs/decisions/050-osm-basemap-builder.md).
import { isLine } from './geometry.mjs';
import { nameProperties } from './names.mjs';

const HIGHWAY_KINDS = {
  highway: ['motorway', 'motorway_link'],
  major_road: ['trunk', 'trunk_link', 'primary', 'primary_link', 'secondary', 'secondary_link', 'tertiary', 'tertiary_link'],
  minor_road: ['residential', 'unclassified', 'road', 'raceway', 'service', 'living_street'],
  path: ['pedestrian', 'track', 'corridor', 'path', 'cycleway', 'bridleway', 'footway', 'steps'],
};
const KIND_OF = new Map(Object.entries(HIGHWAY_KINDS).flatMap(([kind, values]) => values.map((value) => [value, kind])));
const NOT_BUILT = new Set(['proposed', 'abandoned', 'razed', 'demolished', 'removed', 'construction', 'elevator']);
const MAJOR_ZOOM = { trunk: 6, trunk_link: 6, primary: 7, primary_link: 7, secondary: 9, secondary_link: 9, tertiary: 9, tertiary_link: 9 };
const NARROW_RAIL = new Set(['funicular', 'light_rail', 'miniature', 'monorail', 'narrow_gauge', 'preserved', 'subway', 'tram']);
const RAIL_GONE = new Set(['abandoned', 'razed', 'demolished', 'removed', 'construction', 'platform', 'platform_edge', 'proposed']);
/** Lifts that carry people over the slopes early; surface lifts (drag, t-bar, platter) only close up. */
const BIG_LIFTS = new Set(['cable_car', 'gondola', 'mixed_lift', 'chair_lift']);
const LINKS = new Set(['motorway_link', 'trunk_link', 'primary_link', 'secondary_link', 'tertiary_link']);

const present = (value) => value !== undefined && value !== 'no';

function highwayMinZoom(kind, highway, detail) {
  if (kind === 'highway') return 3;
  if (kind === 'major_road') return MAJOR_ZOOM[highway];
  if (kind === 'minor_road') return detail === 'service' ? 13 : 12;
  if (kind === 'path') {
    if (['sidewalk', 'crossing', 'corridor'].includes(detail)) return 14;
    return ['path', 'cycleway', 'bridleway', 'footway', 'steps'].includes(detail) ? 13 : 12;
  }
  return 14;
}

/** Properties every line of the layer may carry: bridges and tunnels, names. */
function common(tags) {
  return {
    ...(present(tags.bridge) ? { is_bridge: true } : present(tags.tunnel) ? { is_tunnel: true } : {}),
    ...nameProperties(tags),
  };
}

function highway(tags, geometry) {
  const value = tags.highway;
  if (NOT_BUILT.has(value)) return [];
  const kind = KIND_OF.get(value) ?? 'other';
  const detail = kind === 'path' && value === 'footway' && ['sidewalk', 'crossing'].includes(tags.footway) ? tags.footway : value;
  let minzoom = highwayMinZoom(kind, value, detail);
  if (['private', 'no'].includes(tags.access)) minzoom = Math.max(minzoom, 15);
  const properties = {
    kind,
    kind_detail: detail,
    min_zoom: minzoom + 1,
    ...(tags.ref ? { ref: tags.ref } : {}),
    ...(tags.oneway ? { oneway: tags.oneway } : {}),
    ...(tags.access ? { access: tags.access } : {}),
    ...(value === 'service' && tags.service ? { service: tags.service } : {}),
    ...(LINKS.has(value) ? { is_link: true } : {}),
    ...common(tags),
  };
  return [{ layer: 'roads', minzoom, geometry, properties }];
}

function nonHighway(tags, geometry) {
  /** @type {{ kind: string, detail: string, minzoom: number } | undefined} */
  let line;
  if (tags.railway && !RAIL_GONE.has(tags.railway) && !tags.building) {
    const minzoom = tags.railway === 'disused' ? 15 : NARROW_RAIL.has(tags.railway) ? 14 : ['yard', 'siding', 'crossover'].includes(tags.service) || tags.railway === 'service' ? 13 : 11;
    line = { kind: 'rail', detail: tags.railway, minzoom };
  } else if (tags.aerialway && tags.aerialway !== 'station' && tags.aerialway !== 'pylon') {
    line = { kind: 'aerialway', detail: tags.aerialway, minzoom: BIG_LIFTS.has(tags.aerialway) ? 11 : 13 };
  } else if (tags.aeroway === 'runway' || tags.aeroway === 'taxiway') {
    line = { kind: 'aeroway', detail: tags.aeroway, minzoom: tags.aeroway === 'runway' ? 9 : 10 };
  } else if (tags.man_made === 'pier') {
    line = { kind: 'path', detail: 'pier', minzoom: 13 };
  }
  if (!line) return [];
  const properties = { kind: line.kind, kind_detail: line.detail, min_zoom: line.minzoom + 1, ...(tags.ref ? { ref: tags.ref } : {}), ...common(tags) };
  return [{ layer: 'roads', minzoom: line.minzoom, geometry, properties }];
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function roads(tags, geometry) {
  if (!isLine(geometry)) return [];
  if (tags.highway) return highway(tags, geometry);
  return nonHighway(tags, geometry);
}
