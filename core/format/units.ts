import { defaultLocale, formatsOf, type Locale, localeIds } from '../i18n/locales';

// The unit constants of docs/product/limits.md#units.
const feetPerMetre = 3.2808398950131;
const metresPerMile = 1609.344;
const metresPerKilometre = 1000;

export const unitSystems = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof unitSystems)[number];
/** A site's unit system per language it speaks: the default language's is required, the others fall back to it. */
export type SiteUnits = Partial<Record<Locale, UnitSystem>> & Record<typeof defaultLocale, UnitSystem>;

export interface Quantity {
  value: number;
  unit: 'km' | 'm' | 'mi' | 'ft';
  /** e.g. '4.2 mi' */
  text: string;
}

function quantity(value: number, unit: Quantity['unit'], locale: string): Quantity {
  return { value, unit, text: `${formatNumber(value, locale)} ${unit}` };
}

/** A length in metres: km from 1 km up else m; imperial mi from one mile (1.609344 km) up else ft. */
export function formatLength(metres: number, system: UnitSystem, locale: string): Quantity {
  if (system === 'metric') {
    return metres >= metresPerKilometre ? quantity(metres / metresPerKilometre, 'km', locale) : quantity(metres, 'm', locale);
  }
  return metres >= metresPerMile ? quantity(metres / metresPerMile, 'mi', locale) : quantity(metres * feetPerMetre, 'ft', locale);
}

/** An elevation in metres: always m or ft, never km or miles. */
export function formatElevation(metres: number, system: UnitSystem, locale: string): Quantity {
  return system === 'metric' ? quantity(metres, 'm', locale) : quantity(metres * feetPerMetre, 'ft', locale);
}

/**
 * A grade given as a percent (rise over run × 100), shown in degrees and percent: '5.7° (10%)'.
 */
export function formatGrade(percent: number, locale: string): { degrees: number; percent: number; text: string } {
  const degrees = (Math.atan(percent / 100) * 180) / Math.PI;
  return { degrees, percent, text: `${formatNumber(degrees, locale)}° (${formatNumber(percent, locale)}%)` };
}

/** The unit system for a locale from the site's map settings, falling back to the default language's. */
export function unitSystemFor(locale: string, units: SiteUnits): UnitSystem {
  return units[locale as Locale] ?? units[defaultLocale];
}

const oneDecimal = Object.fromEntries(localeIds.map((id) => [id, new Intl.NumberFormat(formatsOf(id).intl, { maximumFractionDigits: 1 })]));

/**
 * A number with at most one decimal (docs/product/maps.md#units), grouped as the language writes numbers
 * (core/i18n/locales.ts): 1,234.5 in English, 1'234.5 in German.
 */
export function formatNumber(value: number, locale: string): string {
  return (oneDecimal[locale] ?? oneDecimal[defaultLocale]!).format(value);
}
