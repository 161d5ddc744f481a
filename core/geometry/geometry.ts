export type Position = number[];

type GeometryType = 'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon';

export interface Geometry {
  type: GeometryType;
  coordinates: unknown;
}

const geometryTypes: ReadonlySet<string> = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);

/** A position: at least [lng, lat], numbers only (altitude optional). Throws the texts of docs/product/texts-and-errors.md#developer-facing-texts. */
export function assertPosition(coordinates: unknown): asserts coordinates is Position {
  if (coordinates === undefined || coordinates === null) throw new Error(geometryErrors.coordinatesRequired);
  if (!Array.isArray(coordinates)) throw new Error(geometryErrors.coordinatesNotArray);
  if (coordinates.length < 2) throw new Error(geometryErrors.coordinatesTooShort);
  if (!coordinates.every((value) => typeof value === 'number' && Number.isFinite(value))) throw new Error(geometryErrors.coordinatesNotNumbers);
}

/** A line's positions: two or more valid positions. */
export function assertLine(coordinates: unknown): asserts coordinates is Position[] {
  if (!Array.isArray(coordinates) || coordinates.length < 2) throw new Error(geometryErrors.lineTooShort);
  for (const position of coordinates) assertPosition(position);
}

/** A geometry object of a known GeoJSON type; anything else throws 'Unknown Geometry type provided.' */
export function geometry(type: string, coordinates: unknown): Geometry {
  if (!geometryTypes.has(type)) throw new Error(geometryErrors.unknownGeometry);
  return { type: type as GeometryType, coordinates };
}

/** The positions of a line-like geometry as lines (a polygon's rings, a multi-line's lines). */
export function linesOf(value: Geometry): Position[][] {
  switch (value.type) {
    case 'LineString':
      return [value.coordinates as Position[]];
    case 'MultiLineString':
    case 'Polygon':
      return value.coordinates as Position[][];
    case 'MultiPolygon':
      return (value.coordinates as Position[][][]).flat();
    default:
      return [];
  }
}

export function pointsOf(value: Geometry): Position[] {
  if (value.type === 'Point') return [value.coordinates as Position];
  if (value.type === 'MultiPoint') return value.coordinates as Position[];
  return [];
}

export function isPointGeometry(value: Geometry): boolean {
  return value.type === 'Point' || value.type === 'MultiPoint';
}

// The geometry helpers' error texts, verbatim (docs/product/texts-and-errors.md#developer-facing-texts).
const geometryErrors = {
  coordinatesRequired: 'coordinates is required',
  coordinatesNotArray: 'coordinates must be an Array',
  coordinatesTooShort: 'coordinates must be at least 2 numbers long',
  coordinatesNotNumbers: 'coordinates must contain numbers',
  unknownGeometry: 'Unknown Geometry type provided.',
  lineTooShort: 'Coordinates must be an array of two or more positions.',
} as const;
