// The `places` layer: towns, villages, hamlets and named localities as points, with the population
// rank the style sizes their labels by, the zoom they appear from, and the sort key that decides
// which label wins where two collide.
import { isPoint } from './geometry.mjs';
import { nameProperties } from './names.mjs';

const POPULATION_BREAKS = [0, 200, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000, 5000000, 10000000, 20000000, 50000000, 100000000, 1000000000];
/**
 * place -> [kind, zoom it appears from, population assumed where the tag has none, kind's rank]. The
 * rank breaks ties between places of one zoom in the reference's order: cities and towns before
 * villages, hamlets, dwellings, then the parts of a town.
 */
const PLACES = {
  country: ['country', 5, 0, 0],
  city: ['locality', 7, 5000, 2],
  town: ['locality', 8, 10000, 2],
  village: ['locality', 10, 2000, 3],
  locality: ['locality', 12, 1000, 4],
  hamlet: ['locality', 12, 200, 5],
  isolated_dwelling: ['locality', 13, 100, 6],
  farm: ['locality', 13, 50, 7],
  suburb: ['neighbourhood', 12, 0, 9],
  neighbourhood: ['neighbourhood', 12, 0, 11],
  quarter: ['macrohood', 10, 0, 10],
};
const KIND_RANKS = 13;
const POPULATION_STEPS = 65;
const NAME_LENGTHS = 32;
const LARGEST_POPULATION = 40_000_000;

/**
 * The style's `symbol-sort-key` for a place, smaller first, ordered as the reference orders it: by
 * zoom, then kind, then population (larger first, on a log scale), then shorter names. Without it
 * maplibre keeps whichever of two colliding labels the tile lists first: a suburb over its city.
 */
function sortKey(zoom, rank, population, name) {
  const share = Math.log(Math.max(population, 1)) / Math.log(LARGEST_POPULATION);
  const populationStep = Math.round((POPULATION_STEPS - 1) * (1 - Math.min(share, 1)));
  return ((zoom * KIND_RANKS + rank) * POPULATION_STEPS + populationStep) * NAME_LENGTHS + Math.min(name.length, NAME_LENGTHS - 1);
}

/**
 * @param {Record<string, string>} tags
 * @param {import('geojson').Geometry} geometry
 * @returns {import('./index.mjs').SchemaFeature[]}
 */
export function places(tags, geometry) {
  if (!isPoint(geometry) || !tags.name || !Object.hasOwn(PLACES, tags.place ?? '')) return [];
  const [kind, zoom, assumed, rank] = PLACES[tags.place];
  const counted = Number.parseInt(tags.population ?? '', 10);
  const population = Number.isFinite(counted) ? counted : assumed;
  const populationRank = POPULATION_BREAKS.filter((limit) => population >= limit).length;
  const properties = {
    kind,
    kind_detail: String(tags.place),
    min_zoom: zoom + 1,
    population,
    population_rank: populationRank,
    sort_key: sortKey(zoom, rank, population, tags.name),
    ...(tags.capital ? { capital: tags.capital } : {}),
    ...nameProperties(tags),
  };
  return [{ layer: 'places', minzoom: zoom, geometry, properties }];
}
