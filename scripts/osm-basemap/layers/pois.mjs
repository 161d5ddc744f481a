// The `pois` layer: points of interest from nodes, and from the label point of tagged areas (a hut
// drawn as its building, a car park as its lot). Kind is the most specific of the tags the schema
// reads; peaks carry their `elevation` in metres.
import { pointOnFeature } from '@turf/turf';
import { isArea, isPoint } from './geometry.mjs';
import { nameProperties } from './names.mjs';

const POI_LANDUSE = new Set(['cemetery', 'recreation_ground', 'winter_sports', 'quarry', 'park', 'forest', 'military', 'village_green', 'allotments']);
/**
 * What someone out walking looks for, in the tiles at the zooms a trail's picture opens at (12 to 14,
 * fitting the route) even unnamed (the reference puts unnamed ones at z16, past the archive), and
 * labelled from their area too when mapped as one (a car park as its lot): the landmarks (peaks, huts,
 * shelters, viewpoints) from z12, the rest from z13. The style shows them from the zoom of these tiles
 * (core/map/pois-layer.ts, docs/decisions/059-basemap-pois.md).
 */
const LANDMARKS = ['peak', 'alpine_hut', 'wilderness_hut', 'shelter', 'viewpoint'];
const FACILITIES = ['parking', 'drinking_water', 'toilets', 'information', 'picnic_site'];
const OUTDOOR = new Set([...LANDMARKS, ...FACILITIES]);
/** @type {[number, string[]][]} */
const EARLY = [
  [11, ['national_park']],
  [12, ['hospital', ...LANDMARKS]],
  [13, ['aerodrome', 'library', 'post_office', 'townhall', 'golf_course', 'marina', 'stadium', ...FACILITIES]],
  [14, ['university', 'college', 'cemetery', 'park', 'grocery', 'supermarket', 'station']],
];
const ZOOM_OF = new Map(EARLY.flatMap(([zoom, kinds]) => kinds.map((kind) => [kind, zoom])));
const ELEVATION = /^([+-]?(?:\d+(?:\.\d+)?|\.\d+))(?:\s*m)?$/;

/** The reference's ordered rules, later ones overriding earlier: a generic tag first, the specific last. */
function poiKind(tags) {
  const interesting =
    tags.aeroway === 'aerodrome' ||
    tags.amenity ||
    tags.attraction ||
    ['national_park', 'protected_area'].includes(tags.boundary) ||
    tags.craft ||
    tags.highway === 'bus_stop' ||
    tags.historic ||
    POI_LANDUSE.has(tags.landuse) ||
    tags.leisure ||
    ['beach', 'peak', 'volcano', 'saddle'].includes(tags.natural) ||
    tags.railway === 'station' ||
    tags.shop ||
    (tags.tourism && tags.historic !== 'district');
  if (!interesting) return undefined;
  let kind = 'other';
  if (tags.boundary) kind = tags.boundary;
  if (tags.historic && tags.historic !== 'yes') kind = tags.historic;
  for (const key of ['tourism', 'shop', 'highway', 'railway', 'natural', 'leisure', 'landuse', 'aeroway', 'craft', 'attraction', 'amenity']) if (tags[key]) kind = tags[key];
  if (tags.landuse === 'forest') kind = 'forest';
  if (tags.boundary === 'national_park') kind = 'park';
  if (tags.natural === 'peak') kind = 'peak';
  if (tags.tourism && ['attraction', 'camp_site', 'hotel', 'alpine_hut', 'wilderness_hut', 'viewpoint'].includes(tags.tourism)) kind = tags.tourism;
  return kind;
}

/** Small things that only make sense with a name; unnamed ones would wait past the archive's zooms. */
const UNNAMED_LATE = new Set([
  'atm',
  'bbq',
  'bench',
  'bicycle_parking',
  'bicycle_rental',
  'bicycle_repair_station',
  'car_rental',
  'car_sharing',
  'car_wash',
  'charging_station',
  'fuel',
  'hunting_stand',
  'motorcycle_parking',
  'picnic_table',
  'post_box',
  'recycling',
  'telephone',
  'vending_machine',
  'waste_basket',
  'waste_disposal',
  'water_point',
  'watering_place',
  'landmark',
  'wayside_cross',
  'firepit',
  'pitch',
  'playground',
]);

function minZoomOf(kind, named) {
  const zoom = ZOOM_OF.get(kind) ?? 15;
  if (!named && UNNAMED_LATE.has(kind)) return 16;
  return zoom;
}

function elevation(value) {
  const match = value ? ELEVATION.exec(value.trim()) : null;
  return match ? Math.round(Number(match[1])) : undefined;
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function pois(tags, geometry) {
  if (!isPoint(geometry) && !(isArea(geometry) && (tags.name || OUTDOOR.has(tags.amenity ?? '') || OUTDOOR.has(tags.tourism ?? '')))) return [];
  if (tags.building && !tags.amenity && !tags.tourism && !tags.shop) return [];
  const kind = poiKind(tags);
  if (!kind) return [];
  const names = nameProperties(tags);
  const minzoom = minZoomOf(kind, Boolean(names.name));
  // Past the archive's last zoom: nothing would draw it.
  if (minzoom > 15) return [];
  const point = isPoint(geometry) ? geometry : pointOnFeature({ type: 'Feature', geometry, properties: {} }).geometry;
  const detail = tags.sport ?? tags.religion ?? tags.cuisine;
  const ele = elevation(tags.ele);
  const properties = { kind, min_zoom: minzoom + 1, ...(detail ? { kind_detail: detail } : {}), ...(ele !== undefined ? { elevation: ele } : {}), ...names };
  return [{ layer: 'pois', minzoom, geometry: point, properties }];
}
