// Administrative boundaries as lines, each drawn once (a mesh of shared arcs), as the schema's
// `boundaries` layer: countries (kind country, kind_detail 2, the admin level) from Natural Earth, US
// states (region, 4) and counties (county, 6) from the Census, and the provinces of the other countries
// Natural Earth's 1:50m file divides (Canada, Australia, Brazil) as regions.
import { mesh } from 'topojson-client';
import { CENSUS_COVERED } from '../sources.mjs';

const KINDS = { 2: 'country', 4: 'region', 6: 'county' };

const line = (geometry, level) => ({ type: 'Feature', properties: { kind: KINDS[level], kind_detail: level }, geometry });
const sameState = (a, b) => a.id.slice(0, 2) === b.id.slice(0, 2);

function provinces(topology, keep) {
  return mesh(topology, topology.objects.subunits, (a, b) => a !== b && a.properties.gu !== 'USA' && keep(a.properties.gu));
}

export function boundaryLayer({ world, us, northAmerica, world50 }) {
  const inNorthAmerica = new Set(northAmerica.objects.subunits.geometries.map((g) => g.properties.gu));
  return [
    line(
      mesh(world, world.objects.countries, (a, b) => a !== b && !(CENSUS_COVERED.has(a.id) && CENSUS_COVERED.has(b.id))),
      2,
    ),
    line(
      mesh(us, us.objects.states, (a, b) => a !== b),
      4,
    ),
    line(
      provinces(northAmerica, () => true),
      4,
    ),
    line(
      provinces(world50, (country) => !inNorthAmerica.has(country)),
      4,
    ),
    line(
      mesh(us, us.objects.counties, (a, b) => a !== b && sameState(a, b)),
      6,
    ),
  ];
}
