import { besideSharedBy } from '../../../core/beside-shared';
import type { Measurements } from '../../../core/content-shapes';
import { formatElevation, formatLength, type UnitSystem } from '../../../core/format/units';
import { formatNumber } from '../../../core/format/number';
import type { ProfileModel } from '../../../ui/components/models';

/** A table longer than this is a wall of numbers; evenly spaced rows (ends included) tell the same. */
const MAX_ROWS = 21;

function sampleRows<T>(items: readonly T[]): T[] {
  if (items.length <= MAX_ROWS) return [...items];
  const step = (items.length - 1) / (MAX_ROWS - 1);
  return Array.from({ length: MAX_ROWS }, (_, i) => items[Math.round(i * step)]!);
}

const roundTo = (value: number, steps: number) => Math.round(value * steps) / steps;

/**
 * The geo API's profile (metres along the route, metres of elevation) in the units of the page's
 * locale: distance in the unit the whole length is shown in (mi or ft, km or m), elevation in ft or m.
 * Undefined when there are not two points to draw a line between.
 */
export function profileModel(result: Measurements, units: UnitSystem): ProfileModel | undefined {
  return modelOf(result, units);
}

// Hundreds of points converted and formatted: once per stored geo answer and unit system.
const modelOf = besideSharedBy((result, units: UnitSystem) => makeProfileModel(result as Measurements, units));

function makeProfileModel(result: Measurements, units: UnitSystem): ProfileModel | undefined {
  const profile = (result.profile ?? []).filter((point) => Number.isFinite(point.distance) && Number.isFinite(point.elevation));
  if (profile.length < 2) return undefined;
  const total = profile[profile.length - 1]!.distance;
  const whole = formatLength(total, units);
  const distanceFactor = total > 0 ? whole.value / total : 1;
  const elevationUnit = formatElevation(0, units).unit;
  const exact = profile.map((point) => ({ distance: point.distance * distanceFactor, elevation: formatElevation(point.elevation, units).value }));
  const elevations = profile.map((point) => point.elevation);
  return {
    // What the chart and its cursor island draw: digits past these only lengthen the page's props.
    points: exact.map((point) => ({ distance: roundTo(point.distance, 1000), elevation: roundTo(point.elevation, 10) })),
    distanceUnit: whole.unit,
    elevationUnit,
    min: formatElevation(Math.min(...elevations), units).text,
    max: formatElevation(Math.max(...elevations), units).text,
    length: whole.text,
    rows: sampleRows(exact).map((point) => ({ distance: formatNumber(point.distance), elevation: formatNumber(point.elevation) })),
  };
}
