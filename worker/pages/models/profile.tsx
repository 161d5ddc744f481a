import { deepFreeze } from '../../../core/deep-freeze';
import type { Measurements } from '../../../core/content-shapes';
import { formatElevation, formatLength, type UnitSystem, formatGrade, formatNumber } from '../../../core/format/units';
import type { ProfileModel, SafeHtml, MeasurementsModel } from '../../../ui/components/models';
import { renderToString } from 'react-dom/server';
import { ProfileContent } from '../../../ui/components/ElevationProfile';
import { type Translate, TextProvider } from '../../../ui/components/text';
import { memo } from '../../memo';

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
export function profileModel(result: Measurements, units: UnitSystem, locale: string): ProfileModel | undefined {
  return modelsOf(result)(units)(locale);
}

// Hundreds of points converted and formatted: once per geo answer (a stored one is shared by every
// request, so its models are frozen), unit system and language.
const modelsOf = memo((result: Measurements) => memo((units: UnitSystem) => memo((locale: string) => deepFreeze(makeProfileModel(result, units, locale)))));

function makeProfileModel(result: Measurements, units: UnitSystem, locale: string): ProfileModel | undefined {
  const profile = (result.profile ?? []).filter((point) => Number.isFinite(point.distance) && Number.isFinite(point.elevation));
  if (profile.length < 2) return undefined;
  const total = profile[profile.length - 1]!.distance;
  const whole = formatLength(total, units, locale);
  const distanceFactor = total > 0 ? whole.value / total : 1;
  const elevationUnit = formatElevation(0, units, locale).unit;
  const exact = profile.map((point) => ({ distance: point.distance * distanceFactor, elevation: formatElevation(point.elevation, units, locale).value }));
  const elevations = profile.map((point) => point.elevation);
  return {
    // What the chart and its cursor island draw: digits past these only lengthen the page's props.
    points: exact.map((point) => ({ distance: roundTo(point.distance, 1000), elevation: roundTo(point.elevation, 10) })),
    distanceUnit: whole.unit,
    elevationUnit,
    locale,
    min: formatElevation(Math.min(...elevations), units, locale).text,
    max: formatElevation(Math.max(...elevations), units, locale).text,
    length: whole.text,
    rows: sampleRows(exact).map((point) => ({ distance: formatNumber(point.distance, locale), elevation: formatNumber(point.elevation, locale) })),
  };
}

// A trail's profile section (chart, cursor island, table: a fifth of its page's markup) follows from
// its profile model (kept beside the geo answer, above) and the interface strings alone: rendered once
// per model and translator (one per site and language, models/context.tsx) and sent as it is, the way
// the chrome and the notices are (decision 022).
const markupOf = memo((profile: ProfileModel) =>
  memo(
    (t: Translate): SafeHtml =>
      Object.freeze({
        __html: renderToString(
          <TextProvider t={t}>
            <ProfileContent profile={profile} />
          </TextProvider>,
        ),
      }),
  ),
);

/** The profile section's content rendered before the view, once per model and translator. */
export function profileMarkup(profile: ProfileModel, t: Translate): SafeHtml {
  return markupOf(profile)(t);
}

/** The geo API's answer (metres, percent) as display text in the site's units for the language. */
export function measurementsModel(result: Measurements, units: UnitSystem, locale: string): MeasurementsModel {
  const model: MeasurementsModel = {};
  if (typeof result.length === 'number' && result.length > 0) model.length = formatLength(result.length, units, locale).text;
  if (result.elevation) {
    model.elevationGain = formatElevation(result.elevation.gain, units, locale).text;
    model.elevationLoss = formatElevation(result.elevation.loss, units, locale).text;
    model.elevationMax = formatElevation(result.elevation.max, units, locale).text;
    model.elevationMin = formatElevation(result.elevation.min, units, locale).text;
  }
  if (result.grade) {
    model.gradeMax = formatGrade(result.grade.max, locale).text;
    model.gradeMean = formatGrade(result.grade.mean, locale).text;
  }
  return model;
}
