// Cities, towns and villages from GeoNames (every place of at least 1,000 people), as the schema's
// `places` points of kind locality: what makes the Genesee valley or a canyon town recognisable at a
// site's zoom. min_zoom (the zoom a place shows from) grows as the population shrinks, so the map
// fills in as it closes in; population_rank uses the schema's population breaks; sort_key lets
// earlier, larger places win label collisions.

const MIN_POPULATION = 1000;

/** The population each rank starts at (the Protomaps schema's breaks): rank n is at least BREAKS[n - 1]. */
const BREAKS = [0, 200, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000, 5000000, 10000000, 20000000, 50000000, 100000000, 1000000000];

/** @type {[number, number][]} [population, min_zoom]: the first row the place reaches decides. */
const SHOWN_FROM = [
  [1_000_000, 2],
  [250_000, 4],
  [100_000, 5],
  [25_000, 6],
  [10_000, 7],
  [4_000, 8],
  [1_500, 9],
  [0, 10],
];

const rank = (population) => BREAKS.filter((at) => population >= at).length;
const minZoom = (population) => SHOWN_FROM.find(([at]) => population >= at)?.[1] ?? 10;
const detail = (population) => (population >= 100_000 ? 'city' : population >= 10_000 ? 'town' : 'village');

export function localityPlaces({ cities }) {
  return cities
    .filter((city) => city.population >= MIN_POPULATION && city.name)
    .map((city) => {
      const min_zoom = minZoom(city.population);
      return {
        type: 'Feature',
        properties: {
          kind: 'locality',
          kind_detail: detail(city.population),
          name: city.name,
          min_zoom,
          population: city.population,
          population_rank: rank(city.population),
          sort_key: min_zoom * 100 - Math.round(Math.log10(city.population) * 10),
          ...(city.featureCode === 'PPLC' ? { capital: 'yes' } : {}),
        },
        geometry: { type: 'Point', coordinates: city.loc.coordinates },
      };
    });
}
