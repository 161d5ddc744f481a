// Land, as the schema's `earth` polygons (the sea is what they leave: the style's background).
// Outside the US the land is Natural Earth's; the US and its territories come from the Census nation,
// whose outline is clipped to the shoreline (Puerto Rico's coast has about twice the points, and the
// Great Lakes are water). The coast is the edge of the earth fill: the schema has no coastline layer.
import { merge } from 'topojson-client';
import { CENSUS_COVERED } from '../sources.mjs';
import { unwrapPolygons } from './antimeridian.mjs';

const earth = (geometry) => ({ type: 'Feature', properties: { kind: 'earth' }, geometry });

export function landLayer({ world, us }) {
  const outsideCensus = world.objects.countries.geometries.filter((g) => !CENSUS_COVERED.has(g.id));
  return [earth(unwrapPolygons(merge(world, outsideCensus))), earth(merge(us, us.objects.nation.geometries))];
}
