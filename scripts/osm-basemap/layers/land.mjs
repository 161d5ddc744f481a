// What covers the land: the `landuse` layer (woods, meadows, rock, glacier, farmland, parks, towns'
// residential and industrial areas) from zoom 2 to 15, and the `landcover` layer, the same polygons
// generalised to the few broad classes the style tints the low zooms with (0 to 7). The reference
// tiler fills landcover from a global raster-derived data set; an extract has only its OSM polygons,
// so they stand in (docs/decisions/050-osm-basemap-builder.md).
import { areaMinZoom, isArea } from './geometry.mjs';

const LANDUSE_VALUES = new Set([
  'recreation_ground',
  'industrial',
  'railway',
  'cemetery',
  'commercial',
  'grass',
  'farmland',
  'residential',
  'military',
  'village_green',
  'allotments',
  'forest',
  'meadow',
]);
const LEISURE_VALUES = new Set(['park', 'garden', 'golf_course', 'dog_park', 'playground', 'pitch', 'nature_reserve']);
const NATURAL_VALUES = new Set(['beach', 'wood', 'glacier', 'grassland', 'scrub', 'sand', 'wetland', 'bare_rock']);
const AMENITY_VALUES = new Set(['hospital', 'school', 'kindergarten', 'university', 'college']);

/** The landuse kind, most specific tag last as the reference's ordered rules do. */
function landuseKind(tags) {
  let kind;
  if (AMENITY_VALUES.has(tags.amenity)) kind = tags.amenity;
  if (LANDUSE_VALUES.has(tags.landuse)) kind = tags.landuse;
  if (['aerodrome', 'runway'].includes(tags.aeroway)) kind = tags.aeroway;
  if (LEISURE_VALUES.has(tags.leisure)) kind = tags.leisure;
  if (tags.man_made === 'pier') kind = 'pier';
  if (NATURAL_VALUES.has(tags.natural)) kind = tags.natural;
  // Scree, rock and stone fields read as bare rock on a hiking map; fells and heath as grass and scrub.
  if (['scree', 'rock', 'stone', 'shingle'].includes(tags.natural)) kind = 'bare_rock';
  if (tags.natural === 'fell') kind = 'grassland';
  if (tags.natural === 'heath') kind = 'scrub';
  if (['taxiway', 'runway'].includes(tags['area:aeroway'] ?? '')) kind = tags['area:aeroway'];
  if (['pedestrian', 'footway'].includes(tags.highway) && tags.area === 'yes') kind = 'pedestrian';
  if (tags.waterway === 'dam') kind = 'dam';
  if (tags.railway === 'platform') kind = 'platform';
  if (tags.tourism === 'zoo') kind = 'zoo';
  if (tags.landuse === 'brownfield') kind = 'industrial';
  if (['farmyard', 'orchard', 'vineyard'].includes(tags.landuse)) kind = 'farmland';
  if (tags.boundary === 'national_park') kind = 'park';
  return kind;
}

/** @param {import('geojson').Position[]} ring */
function closed(ring) {
  const first = ring[0];
  const last = ring.at(-1);
  return ring.length >= 4 && first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1];
}

const LANDCOVER = {
  forest: ['forest', 'wood'],
  grassland: ['grass', 'meadow', 'grassland', 'village_green', 'recreation_ground', 'park', 'golf_course'],
  farmland: ['farmland', 'allotments'],
  scrub: ['scrub'],
  barren: ['bare_rock', 'sand', 'beach'],
  glacier: ['glacier'],
  urban_area: ['residential', 'commercial', 'industrial', 'railway', 'military'],
};
const LANDCOVER_OF = new Map(Object.entries(LANDCOVER).flatMap(([cover, kinds]) => kinds.map((kind) => [kind, cover])));

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function land(tags, geometry) {
  // osmtogeojson knows `area:aeroway` ways only as lines; a closed one is the runway's paved area.
  if (tags['area:aeroway'] && geometry.type === 'LineString' && closed(geometry.coordinates)) return land(tags, { type: 'Polygon', coordinates: [geometry.coordinates] });
  if (!isArea(geometry)) return [];
  const kind = landuseKind(tags);
  if (!kind) return [];
  // At least 4 square pixels: the reference drops smaller polygons too (its minimum pixel size 2).
  const minzoom = areaMinZoom(geometry, 4);
  const out = [{ layer: 'landuse', minzoom: Math.max(2, minzoom), geometry, properties: { kind } }];
  const cover = LANDCOVER_OF.get(kind);
  if (cover && minzoom <= 7) out.push({ layer: 'landcover', minzoom, maxzoom: 7, geometry, properties: { kind: cover } });
  return out;
}
