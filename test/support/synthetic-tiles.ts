import { fromGeojsonVt } from '@maplibre/vt-pbf';

// Vector tiles made up for picture tests, in the Protomaps v4 schema (earth, water, landcover,
// landuse, roads, boundaries, places, pois, buildings) or the OpenMapTiles schema a tile service's
// style reads (water, landcover, landuse, transportation, transportation_name, boundary, place, poi,
// building). Every tile holds the same made-up neighbourhood in its own units, so any camera finds one:
// land, a lake with its name, a river, a park, roads from highway to path with names, a boundary, two
// towns close together, two points of interest and a block of buildings.

const EXTENT = 4096;

type Properties = Record<string, string | number | boolean>;
type Ring = [number, number][];
/** As geojson-vt writes a tile: a point's geometry is its points, a line's or polygon's its rings. */
interface Feature {
  type: 1 | 2 | 3;
  geometry: Ring[] | Ring;
  tags: Properties;
}

const point = (x: number, y: number, tags: Properties): Feature => ({ type: 1, geometry: [[x, y]], tags });
const line = (points: Ring, tags: Properties): Feature => ({ type: 2, geometry: [points], tags });
const box = (left: number, top: number, right: number, bottom: number, tags: Properties): Feature => ({
  type: 3,
  geometry: [
    [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
      [left, top],
    ],
  ],
  tags,
});

/** A block of small buildings: what makes a town's picture heavy. */
function buildings(tags: Properties): Feature[] {
  const out: Feature[] = [];
  for (let row = 0; row < 12; row++) for (let column = 0; column < 12; column++) out.push(box(2300 + column * 60, 2320 + row * 40, 2340 + column * 60, 2350 + row * 40, tags));
  return out;
}

const WHOLE: [number, number, number, number] = [-64, -64, EXTENT + 64, EXTENT + 64];

const LAYERS = {
  protomaps: (): Record<string, Feature[]> => ({
    earth: [box(...WHOLE, { kind: 'earth' })],
    water: [
      box(300, 1200, 1200, 1800, { kind: 'lake' }),
      point(700, 1500, { kind: 'lake', name: 'Mirror Lake', min_zoom: 10 }),
      line(
        [
          [0, 2850],
          [EXTENT, 2800],
        ],
        { kind: 'river', name: 'Long River', min_zoom: 9 },
      ),
    ],
    landcover: [box(1400, 1200, 2200, 1800, { kind: 'forest' })],
    landuse: [box(2400, 1200, 3600, 1800, { kind: 'park' })],
    roads: [
      line(
        [
          [0, 2000],
          [EXTENT, 2000],
        ],
        { kind: 'highway', kind_detail: 'motorway', name: 'Coast Highway', shield_text: '66', network: 'US:I', min_zoom: 3 },
      ),
      line(
        [
          [1800, 0],
          [1800, EXTENT],
        ],
        { kind: 'major_road', kind_detail: 'primary', name: 'Main Street', min_zoom: 7 },
      ),
      line(
        [
          [0, 3000],
          [EXTENT, 2200],
        ],
        { kind: 'minor_road', kind_detail: 'residential', name: 'Oak Lane', min_zoom: 12 },
      ),
      line(
        [
          [300, 2000],
          [1500, 3400],
        ],
        { kind: 'path', kind_detail: 'path', name: 'Ridge Trail', min_zoom: 13 },
      ),
      line(
        [
          [3000, 0],
          [3050, EXTENT],
        ],
        { kind: 'rail', kind_detail: 'rail', min_zoom: 10 },
      ),
    ],
    boundaries: [
      line(
        [
          [3900, 0],
          [3900, EXTENT],
        ],
        { kind: 'region', kind_detail: 4, min_zoom: 0 },
      ),
    ],
    places: [point(1000, 2250, { kind: 'locality', name: 'Harbourton', min_zoom: 6, population_rank: 10 }), point(1060, 2290, { kind: 'locality', name: 'Nextdoor', min_zoom: 9, population_rank: 6 })],
    pois: [point(2600, 2250, { kind: 'cafe', name: 'Bean Cafe', min_zoom: 12 }), point(3300, 2650, { kind: 'museum', name: 'Old Museum', min_zoom: 12 })],
    buildings: buildings({ kind: 'building', height: 10 }),
  }),
  openmaptiles: (): Record<string, Feature[]> => ({
    water: [box(300, 1200, 1200, 1800, { class: 'lake' })],
    waterway: [
      line(
        [
          [0, 2850],
          [EXTENT, 2800],
        ],
        { class: 'river', name: 'Long River', 'name:latin': 'Long River' },
      ),
    ],
    landcover: [box(1400, 1200, 2200, 1800, { class: 'wood', subclass: 'forest' })],
    park: [box(2400, 1200, 3600, 1800, { class: 'park' })],
    transportation: [
      line(
        [
          [0, 2000],
          [EXTENT, 2000],
        ],
        { class: 'motorway' },
      ),
      line(
        [
          [1800, 0],
          [1800, EXTENT],
        ],
        { class: 'primary' },
      ),
      line(
        [
          [0, 3000],
          [EXTENT, 2200],
        ],
        { class: 'minor' },
      ),
      line(
        [
          [300, 2000],
          [1500, 3400],
        ],
        { class: 'path', subclass: 'path' },
      ),
    ],
    transportation_name: [
      line(
        [
          [1800, 0],
          [1800, EXTENT],
        ],
        { class: 'primary', name: 'Main Street', 'name:latin': 'Main Street' },
      ),
    ],
    boundary: [
      line(
        [
          [3900, 0],
          [3900, EXTENT],
        ],
        { admin_level: 4 },
      ),
    ],
    place: [point(1000, 2250, { class: 'town', name: 'Harbourton', 'name:latin': 'Harbourton', rank: 10 })],
    poi: [point(2600, 2250, { class: 'cafe', subclass: 'cafe', name: 'Bean Cafe', 'name:latin': 'Bean Cafe', rank: 1 })],
    building: buildings({ render_height: 10 }),
  }),
};

/** One tile of the made-up neighbourhood, as a tile server sends it. */
export function syntheticTile(schema: keyof typeof LAYERS): Uint8Array {
  const layers = Object.fromEntries(Object.entries(LAYERS[schema]()).map(([name, features]) => [name, { features }]));
  return fromGeojsonVt(layers as never, { version: 2, extent: EXTENT });
}
