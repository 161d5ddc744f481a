import type { Measurements } from '../../../core/content-shapes';
import { formatElevation, formatGrade, formatLength, type UnitSystem } from '../../../core/format/units';
import type { MeasurementsModel } from '../../../ui/components/models';

/** The geo API's answer (metres, percent) as display text in the site's units for the language. */
export function measurementsModel(result: Measurements, units: UnitSystem): MeasurementsModel {
  const model: MeasurementsModel = {};
  if (typeof result.length === 'number' && result.length > 0) model.length = formatLength(result.length, units).text;
  if (result.elevation) {
    model.elevationGain = formatElevation(result.elevation.gain, units).text;
    model.elevationLoss = formatElevation(result.elevation.loss, units).text;
    model.elevationMax = formatElevation(result.elevation.max, units).text;
    model.elevationMin = formatElevation(result.elevation.min, units).text;
  }
  if (result.grade) {
    model.gradeMax = formatGrade(result.grade.max).text;
    model.gradeMean = formatGrade(result.grade.mean).text;
  }
  return model;
}
