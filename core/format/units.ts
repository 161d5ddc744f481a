import { intlLocale } from '../i18n/locales';

// The unit constants of docs/product/limits.md#units.
const feetPerMetre = 3.2808398950131;
const metresPerMile = 1609.344;
const metresPerKilometre = 1000;

export type UnitSystem = 'imperial' | 'metric';

export interface Quantity {
  value: number;
  unit: 'km' | 'm' | 'mi' | 'ft';
  /** e.g. '4.2 mi' */
  text: string;
}

function quantity(value: number, unit: Quantity['unit']): Quantity {
  return { value, unit, text: `${formatNumber(value)} ${unit}` };
}

/** A length in metres: km from 1 km up else m; imperial mi from one mile (1.609344 km) up else ft. */
export function formatLength(metres: number, system: UnitSystem): Quantity {
  if (system === 'metric') {
    return metres >= metresPerKilometre ? quantity(metres / metresPerKilometre, 'km') : quantity(metres, 'm');
  }
  return metres >= metresPerMile ? quantity(metres / metresPerMile, 'mi') : quantity(metres * feetPerMetre, 'ft');
}

/** An elevation in metres: always m or ft, never km or miles. */
export function formatElevation(metres: number, system: UnitSystem): Quantity {
  return system === 'metric' ? quantity(metres, 'm') : quantity(metres * feetPerMetre, 'ft');
}

/**
 * A grade given as a percent (rise over run × 100), shown in degrees and percent: '5.7° (10%)'.
 */
export function formatGrade(percent: number): { degrees: number; percent: number; text: string } {
  const degrees = (Math.atan(percent / 100) * 180) / Math.PI;
  return { degrees, percent, text: `${formatNumber(degrees)}° (${formatNumber(percent)}%)` };
}

/** The unit system for a locale from the site's map settings, falling back to English's. */
export function unitSystemFor(locale: string, units: { en: UnitSystem } & Partial<Record<string, UnitSystem>>): UnitSystem {
  return units[locale] ?? units.en;
}

const oneDecimal = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });

/** A number with at most one decimal, grouped in en-US form (docs/product/maps.md#units: at most one decimal). */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}
