// The schema's `water` layer: lakes (polygons, kind lake) and rivers (lines, kind river) from Natural
// Earth 1:50m, the North America file where it reaches (finer quantization), the world file elsewhere.
// The oceans are the map's background, where no earth is.
import { feature } from 'topojson-client';
import { NORTH_AMERICA_BOUNDS } from '../sources.mjs';

function bbox(geometry) {
  /** @type {[number, number, number, number]} */
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (c) => {
    if (typeof c[0] === 'number') {
      box[0] = Math.min(box[0], c[0]);
      box[1] = Math.min(box[1], c[1]);
      box[2] = Math.max(box[2], c[0]);
      box[3] = Math.max(box[3], c[1]);
    } else c.forEach(walk);
  };
  walk(geometry.coordinates);
  return box;
}

function inside([w, s, e, n], [bw, bs, be, bn]) {
  return w >= bw && s >= bs && e <= be && n <= bn;
}

/** One feature per part: the world file groups parts that lie far apart (a river here and one in Asia). */
function parts(topology, name) {
  return feature(topology, topology.objects[name]).features.flatMap(({ geometry }) => {
    if (!geometry) return [];
    if (geometry.type === 'MultiLineString') return geometry.coordinates.map((coordinates) => ({ type: 'LineString', coordinates }));
    if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
    return [geometry];
  });
}

function features(topology, name, keep, kind) {
  return parts(topology, name)
    .filter((geometry) => keep(bbox(geometry)))
    .map((geometry) => ({ type: 'Feature', properties: { kind }, geometry }));
}

export function waterLayer({ northAmerica, world50 }) {
  const pick = (name, kind) => [...features(northAmerica, name, (box) => inside(box, NORTH_AMERICA_BOUNDS), kind), ...features(world50, name, (box) => !inside(box, NORTH_AMERICA_BOUNDS), kind)];
  return [...pick('lakes', 'lake'), ...pick('rivers', 'river')];
}
