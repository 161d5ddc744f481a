// Label points for countries, US states and counties: one point per area, at the pole of
// inaccessibility of its largest polygon (a centroid can fall outside a bent shape such as Florida or
// Chile), with a sort key that lets larger areas win label collisions.
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

function labelPoints(topology, object, kind, nameOf = (f) => f.properties.name) {
  return feature(topology, object)
    .features.filter((f) => f.geometry && nameOf(f))
    .map((f) => {
      const polygon = largestPolygon(unwrapPolygons(f.geometry));
      const area = ringArea(polygon[0]);
      const [lng, lat] = polylabel(polygon, Math.max(Math.sqrt(area) / 50, 0.001));
      return {
        type: 'Feature',
        properties: { kind, name: nameOf(f), sort: -Math.round(Math.log10(area + 1e-6) * 100) },
        geometry: { type: 'Point', coordinates: [((lng + 540) % 360) - 180, lat] },
      };
    });
}

export function labelLayer({ world, us }) {
  return [...labelPoints(world, world.objects.countries, 'country'), ...labelPoints(us, us.objects.states, 'state'), ...labelPoints(us, us.objects.counties, 'county')];
}
