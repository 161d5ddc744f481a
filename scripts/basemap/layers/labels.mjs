// Country and US state names as the schema's `places` points (kind country and region): one point
// per area, at the pole of inaccessibility of its largest polygon (a centroid can fall outside a bent
// shape such as Florida or Chile). The sources carry no population for areas, so an area's size stands
// in for it where the schema ranks places: population_rank (the flavours' text size) and sort_key
// (larger areas win label collisions).
import polylabel from 'polylabel';
import { feature } from 'topojson-client';
import { unwrapPolygons } from './antimeridian.mjs';

function ringArea(ring) {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) sum += (ring[i - 1][0] - ring[i][0]) * (ring[i - 1][1] + ring[i][1]);
  const lat = (ring[0][1] * Math.PI) / 180;
  return Math.abs(sum / 2) * Math.cos(lat);
}

function largestPolygon(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best = polygons[0];
  for (const polygon of polygons) if (ringArea(polygon[0]) > ringArea(best[0])) best = polygon;
  return best;
}

/** Square degrees (at the equator's scale) to the schema's 1-17 population rank: a country as big as France ranks 10. */
const areaRank = (area) => Math.max(1, Math.min(17, Math.round(10 + 2 * Math.log10(area / 50))));

function labelPoints(topology, object, kind, minZoom) {
  return feature(topology, object)
    .features.filter((f) => f.geometry && f.properties.name)
    .map((f) => {
      const polygon = largestPolygon(unwrapPolygons(f.geometry));
      const area = ringArea(polygon[0]);
      const [lng, lat] = polylabel(polygon, Math.max(Math.sqrt(area) / 50, 0.001));
      return {
        type: 'Feature',
        properties: {
          kind,
          name: f.properties.name,
          min_zoom: minZoom,
          population_rank: areaRank(area),
          sort_key: minZoom * 100 - Math.round(Math.log10(area + 1e-6) * 10),
        },
        geometry: { type: 'Point', coordinates: [((lng + 540) % 360) - 180, lat] },
      };
    });
}

export function regionPlaces({ world, us }) {
  return [...labelPoints(world, world.objects.countries, 'country', 1), ...labelPoints(us, us.objects.states, 'region', 4)];
}
