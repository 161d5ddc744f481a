// Land and coastline. Outside the US the land is Natural Earth's; the US and its territories come
// from the Census nation, whose outline is clipped to the shoreline (Puerto Rico's coast has about
// twice the points, and the Great Lakes are water). The two never share arcs, so the coastline is
// taken from each on its own: Natural Earth's outer arcs, and the Census outer arcs minus the stretches
// that run along a land border with Canada or Mexico.
import { merge, mesh } from 'topojson-client';
import { CENSUS_COVERED } from '../sources.mjs';
import { acrossAntimeridian, unwrapPolygons } from './antimeridian.mjs';
import { nearLines } from './near-lines.mjs';

/** How far (degrees) a Census outline point may lie from Natural Earth's US land border to count as border. */
const BORDER_TOLERANCE = 0.05;

const covered = (geometry) => CENSUS_COVERED.has(geometry.id);
const lines = (geometry) => (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates);
// Where the data is cut at the antimeridian (Fiji, Chukotka, the Aleutians) the cut is an outer arc
// too: it is no coast, and a line must never jump half the world to the other side.
const offCut = (point) => Math.abs(point[0]) < 179.999;
const feature = (geometry, properties = {}) => ({ type: 'Feature', properties, geometry });

/** Splits lines where the predicate rejects a point or the line jumps the antimeridian, keeping runs of two or more points. */
function keepRuns(input, keep) {
  const out = [];
  for (const line of input) {
    let run = [];
    for (const point of line) {
      if (keep(point) && !(run.length > 0 && acrossAntimeridian(run[run.length - 1], point))) run.push(point);
      else {
        if (run.length > 1) out.push(run);
        run = keep(point) ? [point] : [];
      }
    }
    if (run.length > 1) out.push(run);
  }
  return out;
}

export function landLayers({ world, us }) {
  const countries = world.objects.countries;
  const land = [
    feature(
      unwrapPolygons(
        merge(
          world,
          countries.geometries.filter((g) => !covered(g)),
        ),
      ),
    ),
    feature(merge(us, us.objects.nation.geometries)),
  ];

  const worldCoast = keepRuns(lines(mesh(world, countries, (a, b) => a === b && !covered(a))), offCut);
  const usBorder = nearLines(lines(mesh(world, countries, (a, b) => a !== b && (covered(a) || covered(b)))));
  const censusOutline = lines(mesh(us, us.objects.nation, (a, b) => a === b));
  const censusCoast = keepRuns(censusOutline, (point) => offCut(point) && !usBorder(point, BORDER_TOLERANCE));

  const coastline = [feature({ type: 'MultiLineString', coordinates: [...worldCoast, ...censusCoast] })];
  return { land, coastline };
}
