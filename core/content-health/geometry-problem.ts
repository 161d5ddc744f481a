import type { GeoFeature } from '../content-shapes';
import { assertLine, assertPosition, geometry, type Position } from '../geometry/geometry';
import { errorMessage } from '../error-message';

function assertOnEarth(position: Position): void {
  const [lng, lat] = position as [number, number];
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) throw new Error(`position ${lng},${lat} is off the map`);
}

function assertRing(ring: unknown): void {
  assertLine(ring);
  if (ring.length < 4) throw new Error('a polygon ring needs four or more positions');
  const [first, last] = [ring[0]!, ring.at(-1)!];
  if (first[0] !== last[0] || first[1] !== last[1]) throw new Error('a polygon ring must end where it starts');
}

function positionsOf(type: string, coordinates: unknown): Position[] {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  switch (type) {
    case 'Point':
      assertPosition(coordinates);
      return [coordinates];
    case 'MultiPoint':
      for (const position of list(coordinates)) assertPosition(position);
      return list(coordinates) as Position[];
    case 'LineString':
      assertLine(coordinates);
      return coordinates;
    case 'MultiLineString':
      for (const line of list(coordinates)) assertLine(line);
      return (list(coordinates) as Position[][]).flat();
    case 'Polygon':
      for (const ring of list(coordinates)) assertRing(ring);
      return (list(coordinates) as Position[][]).flat();
    default:
      for (const polygon of list(coordinates)) for (const ring of list(polygon)) assertRing(ring);
      return (list(coordinates) as Position[][][]).flat(2);
  }
}

/**
 * Why a stored feature cannot be drawn, or undefined when it can: JSON that does not parse, an
 * unknown type, positions that are no numbers or off the map, lines of one position, open rings.
 */
export function geometryProblem(feature: GeoFeature): string | undefined {
  let raw: unknown = feature.geometry;
  if (typeof feature.json === 'string') {
    try {
      raw = JSON.parse(feature.json);
    } catch {
      return 'geometry is not valid JSON';
    }
  }
  const { type, coordinates } = (raw ?? {}) as { type?: unknown; coordinates?: unknown };
  try {
    geometry(String(type), coordinates);
    if (!Array.isArray(coordinates) || coordinates.length === 0) throw new Error('coordinates are empty');
    for (const position of positionsOf(String(type), coordinates)) assertOnEarth(position);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}
