import { distance } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { furnitureFeatures } from './route-furniture';

// Lines along the meridian through 10° E, where a degree of latitude is turf's 111,195 m.
const METRES_PER_DEGREE = (6371008.8 * Math.PI) / 180;
const at = (northMetres: number, eastMetres = 0): number[] => [10 + eastMetres / (METRES_PER_DEGREE * Math.cos((45 * Math.PI) / 180)), 45 + northMetres / METRES_PER_DEGREE];
/** A line north from the start in 100 m steps, to `metres`. */
const north = (metres: number, from = 0) => Array.from({ length: Math.round(metres / 100) + 1 }, (_, i) => at(from + Math.min(i * 100, metres)));
const route = (coordinates: number[][] | number[][][], type = 'LineString') => ({ geometry: { type, coordinates }, properties: { arrows: true, color: '#8d5524' } });
const metresFrom = (a: number[], b: number[]) => distance(a, b, { units: 'meters' });

const ends = (features: ReturnType<typeof furnitureFeatures>) => features.filter((f) => f.properties.furniture !== 'mark');
const marks = (features: ReturnType<typeof furnitureFeatures>) => features.filter((f) => f.properties.furniture === 'mark');

describe("a route's furniture (docs/decisions/057-trail-furniture.md)", () => {
  it('puts a start at the first point, a finish at the last, and a mark every kilometre, labelled', () => {
    const line = north(3500);
    const furniture = furnitureFeatures([route(line)], 'metric', 'en');
    expect(ends(furniture).map((f) => [f.properties.furniture, f.geometry.coordinates])).toEqual([
      ['start', line[0]],
      ['finish', line.at(-1)],
    ]);
    expect(marks(furniture).map((f) => f.properties)).toEqual([1, 2, 3].map((km) => ({ furniture: 'mark', label: `${km} km` })));
    expect(marks(furniture).map((mark) => Math.round(metresFrom(line[0]!, mark.geometry.coordinates) / 10) * 10)).toEqual([1000, 2000, 3000]);
  });

  it('gives a loop that ends within 50 m of its start one start/finish marker', () => {
    const loop = [at(0), at(1000), at(1000, 1000), at(0, 1000), at(30, 0)];
    const furniture = furnitureFeatures([route(loop)], 'metric', 'en');
    expect(ends(furniture).map((f) => [f.properties.furniture, f.geometry.coordinates])).toEqual([['start-finish', loop[0]]]);
    expect(marks(furniture).map((f) => f.properties.label)).toEqual(['1 km', '2 km', '3 km']);
  });

  it('measures an out-and-back along the way walked, its marks on the way back where they fall, none on the finish', () => {
    const out = north(2500);
    const furniture = furnitureFeatures([route([...out, ...out.slice(0, -1).reverse()])], 'metric', 'en');
    expect(ends(furniture).map((f) => f.properties.furniture)).toEqual(['start-finish']);
    // 5 km in all: the 5 km mark would sit on the finish.
    expect(marks(furniture).map((f) => f.properties.label)).toEqual(['1 km', '2 km', '3 km', '4 km']);
    const three = marks(furniture)[2]!;
    expect(metresFrom(out[0]!, three.geometry.coordinates)).toBeCloseTo(2000, -1);
  });

  it('leaves out a mark that would sit by a marker, where the way passes its start or ends (the markers claim no room)', () => {
    // Up 1 km and back down 100 m east of the start, then 1 km east: the 2 km mark is 141 m from the
    // start, the 3 km mark 100 m short of the finish; at zoom 13 at 45° a marker's room is 358 m.
    const line = [at(0), at(1000), at(1000, 100), at(0, 100), at(0, 1100)];
    const furniture = furnitureFeatures([route(line)], 'metric', 'en');
    expect(ends(furniture).map((f) => f.properties.furniture)).toEqual(['start', 'finish']);
    expect(marks(furniture).map((f) => f.properties.label)).toEqual(['1 km']);
    // Past the room a mark is kept: coming back down only to 520 m, the 2 km mark is 480 m short of the finish.
    const longer = [at(0), at(1000), at(1000, 100), at(520, 100), at(520, 1000)];
    expect(marks(furnitureFeatures([route(longer)], 'metric', 'en')).map((f) => f.properties.label)).toEqual(['1 km', '2 km']);
  });

  it('marks miles on an imperial site, and spaces the marks out on a long route', () => {
    const mile = 1609.344;
    const fiveMiles = furnitureFeatures([route(north(5.5 * mile))], 'imperial', 'en');
    expect(marks(fiveMiles).map((f) => f.properties.label)).toEqual(['1 mi', '2 mi', '3 mi', '4 mi', '5 mi']);
    expect(metresFrom(at(0), marks(fiveMiles)[0]!.geometry.coordinates)).toBeCloseTo(mile, -1);
    expect(marks(furnitureFeatures([route(north(12_800))], 'metric', 'en')).map((f) => f.properties.label)).toEqual(['2 km', '4 km', '6 km', '8 km', '10 km', '12 km']);
    expect(marks(furnitureFeatures([route(north(27_000))], 'metric', 'en')).map((f) => f.properties.label)).toEqual(['5 km', '10 km', '15 km', '20 km', '25 km']);
  });

  it("walks a MultiLineString's parts in order, the gaps between them not counted", () => {
    const first = north(1500);
    const second = north(1500, 3000);
    const furniture = furnitureFeatures([route([first, second], 'MultiLineString')], 'metric', 'en');
    expect(ends(furniture).map((f) => [f.properties.furniture, f.geometry.coordinates])).toEqual([
      ['start', first[0]],
      ['finish', second.at(-1)],
    ]);
    expect(marks(furniture).map((f) => f.properties.label)).toEqual(['1 km', '2 km']);
    // 2 km walked is 500 m into the second part.
    expect(metresFrom(second[0]!, marks(furniture)[1]!.geometry.coordinates)).toBeCloseTo(500, -1);
  });

  it('leaves plain paths, points and areas alone, and gives a route shorter than a unit its ends only', () => {
    const path = { geometry: { type: 'LineString', coordinates: north(3000) }, properties: { arrows: false } };
    const point = { geometry: { type: 'Point', coordinates: at(0) }, properties: { arrows: true } };
    expect(furnitureFeatures([path, point], 'metric', 'en')).toEqual([]);
    expect(furnitureFeatures([route(north(1500))], 'imperial', 'en').map((f) => f.properties.furniture)).toEqual(['start', 'finish']);
  });
});
