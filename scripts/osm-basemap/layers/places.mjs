// The `places` layer: towns, villages, hamlets and named localities as points, with the population
// rank the style sizes their labels by, and the zoom they appear from.
import { isPoint } from './geometry.mjs';
import { nameProperties } from './names.mjs';

const POPULATION_BREAKS = [0, 200, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000, 5000000, 10000000, 20000000, 50000000, 100000000, 1000000000];
/** place -> [kind, zoom it appears from, population assumed where the tag has none] */
const PLACES = {
  country: ['country', 5, 0],
  city: ['locality', 7, 5000],
  town: ['locality', 8, 10000],
  village: ['locality', 10, 2000],
  locality: ['locality', 12, 1000],
  hamlet: ['locality', 12, 200],
  isolated_dwelling: ['locality', 13, 100],
  farm: ['locality', 13, 50],
  suburb: ['neighbourhood', 12, 0],
  neighbourhood: ['neighbourhood', 12, 0],
  quarter: ['macrohood', 10, 0],
};

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function places(tags, geometry) {
  if (!isPoint(geometry) || !tags.name || !Object.hasOwn(PLACES, tags.place ?? '')) return [];
  const [kind, zoom, assumed] = PLACES[tags.place];
  const counted = Number.parseInt(tags.population ?? '', 10);
  const population = Number.isFinite(counted) ? counted : assumed;
  const populationRank = POPULATION_BREAKS.filter((limit) => population >= limit).length;
  const properties = {
    kind,
    kind_detail: String(tags.place),
    min_zoom: zoom + 1,
    population,
    population_rank: populationRank,
    ...(tags.capital ? { capital: tags.capital } : {}),
    ...nameProperties(tags),
  };
  return [{ layer: 'places', minzoom: zoom, geometry, properties }];
}
