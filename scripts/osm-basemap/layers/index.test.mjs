import { describe, expect, it } from 'vitest';
import { schemaFeatures } from './index.mjs';

// The schema's rules on single OSM features, where the Liechtenstein extract has no example or the
// reference's rule is subtle.

const BOUNDS = /** @type {[number, number, number, number]} */ ([9.5, 47.1, 9.6, 47.2]);
const point = /** @type {import('geojson').Point} */ ({ type: 'Point', coordinates: [9.55, 47.15] });
const line = /** @type {import('geojson').LineString} */ ({
  type: 'LineString',
  coordinates: [
    [9.55, 47.15],
    [9.56, 47.16],
  ],
});
/** A square `metres` on a side at 47° N. */
function square(metres) {
  const dLat = metres / 111_320;
  const dLon = metres / (111_320 * Math.cos((47 * Math.PI) / 180));
  return /** @type {import('geojson').Polygon} */ ({
    type: 'Polygon',
    coordinates: [
      [
        [9.55, 47],
        [9.55 + dLon, 47],
        [9.55 + dLon, 47 + dLat],
        [9.55, 47 + dLat],
        [9.55, 47],
      ],
    ],
  });
}

/** What the rules make of one feature, earth left out. */
const features = (tags, geometry) => schemaFeatures({ bounds: BOUNDS, features: [{ tags, geometry }] }).filter((f) => f.layer !== 'earth');

describe('schemaFeatures', () => {
  it('makes the extract bounds the earth polygon, from zoom 0', () => {
    const [earth] = schemaFeatures({ bounds: BOUNDS, features: [] });
    expect(earth).toMatchObject({ layer: 'earth', minzoom: 0, properties: { kind: 'earth' } });
    expect(earth?.geometry).toMatchObject({
      type: 'Polygon',
      coordinates: [
        [
          [9.5, 47.1],
          [9.6, 47.1],
          [9.6, 47.2],
          [9.5, 47.2],
          [9.5, 47.1],
        ],
      ],
    });
  });

  it('puts roads in by class with the highway tag as detail, paths from z13, private ones at z15', () => {
    expect(features({ highway: 'footway', name: 'Weg', 'name:de': 'Weg', 'name:xx': 'no' }, line)).toEqual([
      { layer: 'roads', minzoom: 13, geometry: line, properties: { kind: 'path', kind_detail: 'footway', min_zoom: 14, name: 'Weg', 'name:de': 'Weg' } },
    ]);
    expect(features({ highway: 'primary', bridge: 'yes', ref: '16' }, line)[0]).toMatchObject({ minzoom: 7, properties: { kind: 'major_road', kind_detail: 'primary', is_bridge: true, ref: '16' } });
    expect(features({ highway: 'track', access: 'private' }, line)[0]).toMatchObject({ minzoom: 15, properties: { kind: 'path', kind_detail: 'track', min_zoom: 16 } });
    expect(features({ highway: 'construction' }, line)).toEqual([]);
  });

  it('draws lifts and railways as roads of their own kinds', () => {
    expect(features({ aerialway: 'chair_lift' }, line)[0]).toMatchObject({ layer: 'roads', minzoom: 11, properties: { kind: 'aerialway', kind_detail: 'chair_lift' } });
    expect(features({ aerialway: 't-bar' }, line)[0]).toMatchObject({ minzoom: 13, properties: { kind: 'aerialway', kind_detail: 't-bar' } });
    expect(features({ railway: 'rail' }, line)[0]).toMatchObject({ minzoom: 11, properties: { kind: 'rail', kind_detail: 'rail' } });
    expect(features({ railway: 'platform_edge' }, line)).toEqual([]);
    expect(features({ aeroway: 'runway', ref: '16/34' }, line)[0]).toMatchObject({ minzoom: 9, properties: { kind: 'aeroway', kind_detail: 'runway', ref: '16/34' } });
  });

  it("gives peaks their elevation in metres and puts a walker's points, unnamed ones too, in the tiles a trail's picture reads", () => {
    expect(features({ natural: 'peak', name: 'Gipfel', ele: '2123 m' }, point)[0]).toMatchObject({ layer: 'pois', minzoom: 12, properties: { kind: 'peak', elevation: 2123, min_zoom: 13 } });
    expect(features({ natural: 'peak', ele: 'about 2000' }, point)[0]?.properties).not.toHaveProperty('elevation');
    for (const tags of [{ amenity: 'shelter' }, { tourism: 'viewpoint' }, { tourism: 'wilderness_hut' }]) {
      expect(features(tags, point)[0], JSON.stringify(tags)).toMatchObject({ layer: 'pois', minzoom: 12, properties: { min_zoom: 13 } });
    }
    for (const tags of [{ amenity: 'toilets' }, { amenity: 'drinking_water' }, { amenity: 'parking' }, { tourism: 'information' }, { leisure: 'picnic_site' }]) {
      expect(features(tags, point)[0], JSON.stringify(tags)).toMatchObject({ layer: 'pois', minzoom: 13, properties: { min_zoom: 14 } });
    }
    // Other unnamed points keep the zoom they would have named.
    expect(features({ amenity: 'restaurant' }, point)[0]?.minzoom).toBe(15);
    expect(features({ tourism: 'alpine_hut', name: 'Hütte' }, point)[0]).toMatchObject({ minzoom: 12, properties: { kind: 'alpine_hut' } });
    // An unnamed bench would only show past the archive's last zoom.
    expect(features({ amenity: 'bench' }, point)).toEqual([]);
  });

  it('maps land to landuse kinds, scree to bare rock, and big areas to low-zoom landcover', () => {
    const wood = features({ natural: 'wood' }, square(5000));
    expect(wood).toEqual([expect.objectContaining({ layer: 'landuse', properties: { kind: 'wood' } }), expect.objectContaining({ layer: 'landcover', maxzoom: 7, properties: { kind: 'forest' } })]);
    expect(wood[1]?.minzoom).toBeLessThanOrEqual(7);
    expect(features({ natural: 'scree' }, square(50))).toEqual([expect.objectContaining({ layer: 'landuse', properties: { kind: 'bare_rock' } })]);
    // A runway's paved area mapped as a closed way, which osmtogeojson leaves a line.
    const ring = square(200).coordinates[0] ?? [];
    expect(features({ 'area:aeroway': 'runway' }, { type: 'LineString', coordinates: ring })).toEqual([
      expect.objectContaining({ layer: 'landuse', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { kind: 'runway' } }),
    ]);
    // A small area waits for the zoom where it covers a few pixels, never past z15.
    expect(features({ landuse: 'meadow' }, square(50))[0]?.minzoom).toBe(13);
    expect(features({ landuse: 'meadow' }, square(1))[0]?.minzoom).toBe(15);
  });

  it('takes the most specific water kind: a fountain is a fountain though tagged water too', () => {
    expect(features({ natural: 'water', amenity: 'fountain' }, square(5))[0]).toMatchObject({ layer: 'water', properties: { kind: 'fountain' } });
    expect(features({ natural: 'water', water: 'pond', name: 'Weiher' }, square(300))).toEqual([
      expect.objectContaining({ layer: 'water', properties: { kind: 'water', kind_detail: 'lake' } }),
      expect.objectContaining({ layer: 'water', geometry: expect.objectContaining({ type: 'Point' }), properties: expect.objectContaining({ name: 'Weiher' }) }),
    ]);
    expect(features({ waterway: 'stream', tunnel: 'culvert' }, line)[0]).toMatchObject({ minzoom: 13, properties: { kind: 'stream', is_tunnel: true, min_zoom: 14 } });
  });

  it('labels places by type with population rank, and draws admin borders as lines', () => {
    expect(features({ place: 'village', name: 'Triesen', population: '4800' }, point)[0]).toMatchObject({
      layer: 'places',
      minzoom: 10,
      properties: { kind: 'locality', kind_detail: 'village', population: 4800, population_rank: 4 },
    });
    expect(features({ place: 'village' }, point)).toEqual([]);
    const [border] = features({ boundary: 'administrative', admin_level: '8' }, square(1000));
    expect(border).toMatchObject({ layer: 'boundaries', minzoom: 10, geometry: { type: 'MultiLineString' }, properties: { kind: 'locality', kind_detail: 8 } });
  });

  it('splits a name written in several scripts and marks each non-Latin one for the style', () => {
    expect(features({ place: 'city', name: 'الدار البيضاء Casablanca ⵜⴰⴷⴷⴰⵔⵜ', 'name:en': 'Casablanca' }, point)[0]?.properties).toMatchObject({
      name: 'الدار البيضاء',
      script: 'Arabic',
      name2: 'Casablanca',
      name3: 'ⵜⴰⴷⴷⴰⵔⵜ',
      script3: 'Tifinagh',
      'name:en': 'Casablanca',
    });
    expect(features({ place: 'city', name: 'Αθήνα' }, point)[0]?.properties).toMatchObject({ name: 'Αθήνα', script: 'Greek' });
    const latin = features({ place: 'town', name: 'St. Gallen (SG)' }, point)[0]?.properties;
    expect(latin).toMatchObject({ name: 'St. Gallen (SG)' });
    expect(latin).not.toHaveProperty('script');
  });

  it('orders colliding place labels as the reference does: by zoom, kind, population (larger first), then shorter names', () => {
    const key = (tags) => Number(features(tags, point)[0]?.properties.sort_key);
    const barcelona = key({ place: 'city', name: 'Barcelona', population: '1660122' });
    const hospitalet = key({ place: 'city', name: "l'Hospitalet de Llobregat", population: '274455' });
    expect(barcelona).toBeLessThan(hospitalet);
    expect(key({ place: 'city', name: 'Vaduz', population: '5000' })).toBeLessThan(key({ place: 'city', name: 'Vaduzer', population: '5000' }));
    expect(key({ place: 'town', name: 'Schaan', population: '6000' })).toBeLessThan(key({ place: 'village', name: 'Ruggell', population: '60000' }));
    expect(key({ place: 'suburb', name: 'Ebenholz' })).toBeLessThan(key({ place: 'neighbourhood', name: 'Au' }));
  });

  it("gives a house number its own point, at a node or a building's centre, from z15", () => {
    const [outline, number] = features({ building: 'yes', 'addr:housenumber': '59', 'addr:street': 'Kerkstraat' }, square(20));
    expect(outline).toMatchObject({ layer: 'buildings', properties: { kind: 'building' } });
    expect(number).toMatchObject({ layer: 'buildings', minzoom: 15, geometry: { type: 'Point' }, properties: { kind: 'address', addr_housenumber: '59' } });
    expect(number?.properties).not.toHaveProperty('addr_street');
    // A square whose south side is drawn with many vertices: its number stays at its middle.
    const [[west = 0, south = 0] = [], [east = 0] = [], [, north = 0] = []] = square(20).coordinates[0] ?? [];
    const southSide = Array.from({ length: 20 }, (_, i) => [west + ((east - west) * i) / 20, south]);
    const drawn = /** @type {import('geojson').Polygon} */ ({ type: 'Polygon', coordinates: [[...southSide, [east, south], [east, north], [west, north], [west, south]]] });
    const [, middle] = features({ building: 'yes', 'addr:housenumber': '59' }, drawn);
    const [x = Number.NaN, y = Number.NaN] = middle?.geometry.type === 'Point' ? middle.geometry.coordinates : [];
    expect(x).toBeCloseTo((west + east) / 2, 6);
    expect(y).toBeCloseTo((south + north) / 2, 6);
    expect(features({ 'addr:housenumber': '7a' }, point)).toEqual([{ layer: 'buildings', minzoom: 15, geometry: point, properties: { kind: 'address', addr_housenumber: '7a' } }]);
    expect(features({ 'addr:street': 'Kerkstraat' }, point)).toEqual([]);
  });

  it('gives buildings their height from storeys when no height is tagged', () => {
    expect(features({ building: 'yes', 'building:levels': '3' }, square(20))[0]).toMatchObject({ layer: 'buildings', properties: { kind: 'building', height: 9 } });
  });
});
