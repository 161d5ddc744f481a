import type { ImportElementSchemaInput } from './types';
import { elementName } from './element-names';
import { between, type Random } from './random';

// Demo geometry: points scattered around a site's centre and trails as believable 3D LineStrings.

export type LngLat = [number, number];
const METRES_PER_DEGREE = 111_325;

const round = (n: number, d = 6) => Math.round(n * 10 ** d) / 10 ** d;

export function near(random: Random, center: LngLat, spreadDeg: number): LngLat {
  return [round(center[0] + between(random, -spreadDeg, spreadDeg)), round(center[1] + between(random, -spreadDeg, spreadDeg) * 0.7)];
}

export function pointElement(id: string, featureId: string, label: string, at: LngLat, zoom = 14): ImportElementSchemaInput {
  return {
    id,
    name: elementName(id),
    type: 'geo',
    data: {
      point: `${at[0]},${at[1]}`,
      zoom,
      features: [
        {
          id: featureId,
          text: label,
          json: JSON.stringify({ type: 'Point', coordinates: at }),
          type: { id: 'point', name: 'Point', type: 'point', color: '1f5f8b', attributes: { arrows: false, icon: 'marker', measurements: false } },
        },
      ],
    },
  };
}

export interface TrailShape {
  start: LngLat;
  /** metres */
  length: number;
  baseElevation: number;
  /** metres of climb over the trail's high point */
  relief: number;
  routeType: 'loop' | 'outAndBack' | 'pointToPoint';
}

/** A wandering line with smooth elevation: about one vertex per 150 m, altitudes rounded to 0.1 m. */
export function trailLine(random: Random, shape: TrailShape): number[][] {
  const steps = Math.max(8, Math.round(shape.length / 150));
  const segment = shape.length / steps;
  const coords: number[][] = [];
  let [lng, lat] = shape.start;
  let heading = between(random, 0, Math.PI * 2);
  const phase = between(random, 0, Math.PI);
  const outbound = shape.routeType === 'outAndBack' ? Math.ceil(steps / 2) : steps;
  for (let i = 0; i <= outbound; i++) {
    const t = i / outbound;
    const elevation = shape.baseElevation + shape.relief * (0.55 * Math.sin(Math.PI * t) + 0.25 * Math.sin(3 * Math.PI * t + phase) ** 2) + between(random, -2, 2);
    coords.push([round(lng), round(lat), Math.round(elevation * 10) / 10]);
    // A loop turns steadily through a full circle; other routes wander.
    heading += shape.routeType === 'loop' ? (2 * Math.PI) / outbound : between(random, -0.45, 0.45);
    const metresPerDegLng = METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    lng += (Math.cos(heading) * segment) / metresPerDegLng;
    lat += (Math.sin(heading) * segment) / METRES_PER_DEGREE;
  }
  // A full circle ends where it began: closing onto the start exactly, not with a second vertex there
  // (a zero-length step with a few metres of climb would measure as a cliff).
  if (shape.routeType === 'loop') coords[coords.length - 1] = [...coords[0]!];
  if (shape.routeType === 'outAndBack')
    coords.push(
      ...coords
        .slice(0, -1)
        .reverse()
        .map((c) => [...c]),
    );
  return coords;
}

export function routeElement(id: string, featureId: string, label: string, coords: number[][], featureType: 'trail' | 'route' | 'path' = 'trail'): ImportElementSchemaInput {
  const mid = coords[Math.floor(coords.length / 2)]!;
  return {
    id,
    name: elementName(id),
    type: 'geo',
    data: {
      point: `${mid[0]},${mid[1]}`,
      zoom: 13,
      features: [
        {
          id: featureId,
          text: label,
          json: JSON.stringify({ type: 'LineString', coordinates: coords }),
          type: {
            id: featureType,
            name: featureType === 'trail' ? 'Trail' : featureType === 'route' ? 'Route' : 'Path',
            type: 'path',
            color: featureType === 'route' ? 'c0392b' : '8d5524',
            attributes: { arrows: featureType !== 'path', icon: null, measurements: true },
          },
        },
      ],
    },
  };
}
