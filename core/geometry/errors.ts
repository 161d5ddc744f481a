// The geometry helpers' error texts, verbatim (docs/product/texts-and-errors.md#developer-facing-texts).
export const geometryErrors = {
  coordinatesRequired: 'coordinates is required',
  coordinatesNotArray: 'coordinates must be an Array',
  coordinatesTooShort: 'coordinates must be at least 2 numbers long',
  coordinatesNotNumbers: 'coordinates must contain numbers',
  unknownGeometry: 'Unknown Geometry type provided.',
  lineTooShort: 'Coordinates must be an array of two or more positions.',
} as const;
