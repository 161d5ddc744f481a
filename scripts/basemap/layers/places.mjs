// Cities, towns and villages from GeoNames (every place of at least 1,000 people): what makes the
// Genesee valley or a canyon town recognisable at a site's zoom. Population orders label collisions.

const MIN_POPULATION = 1000;

export function placeLayer({ cities }) {
  return cities
    .filter((city) => city.population >= MIN_POPULATION && city.name)
    .map((city) => ({
      type: 'Feature',
      properties: { name: city.name, population: city.population, capital: city.featureCode === 'PPLC' ? 1 : 0 },
      geometry: { type: 'Point', coordinates: city.loc.coordinates },
    }));
}
