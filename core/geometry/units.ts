import { earthRadiusMetres, feetPerMetre, metresPerKilometre, metresPerMile, metresPerNauticalMile } from '../format/units';
import { geometryErrors } from './errors';

// Length units as metres per unit (radians and degrees on the SPEC 9 earth radius).
const metresPer = {
  metres: 1,
  meters: 1,
  kilometres: metresPerKilometre,
  kilometers: metresPerKilometre,
  miles: metresPerMile,
  feet: 1 / feetPerMetre,
  nauticalmiles: metresPerNauticalMile,
  radians: earthRadiusMetres,
  degrees: (earthRadiusMetres * Math.PI) / 180,
} as const;

export type LengthUnit = keyof typeof metresPer;

function factor(unit: string): number {
  if (!Object.hasOwn(metresPer, unit)) throw new Error(geometryErrors.invalidUnit);
  return metresPer[unit as LengthUnit];
}

/** Converts a length between units; an unknown unit throws 'Invalid or unsupported unit provided.' */
export function convertLength(value: number, from: string, to: string = 'metres'): number {
  return (value * factor(from)) / factor(to);
}
