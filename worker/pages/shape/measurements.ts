import type { Measurements } from '../../../core/content-shapes';
import type { MeasurementsModel } from '../../../ui/components/models';

// SPEC 9 units: imperial for English (metric where a site says so), at most one decimal.
const FEET_PER_METRE = 3.2808398950131;
const METRES_PER_MILE = 1609.344;

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export type Units = 'imperial' | 'metric';

export function formatLength(metres: number, units: Units): string {
  if (units === 'metric') return metres >= 1000 ? `${oneDecimal.format(metres / 1000)} km` : `${oneDecimal.format(metres)} m`;
  return metres >= METRES_PER_MILE ? `${oneDecimal.format(metres / METRES_PER_MILE)} mi` : `${oneDecimal.format(metres * FEET_PER_METRE)} ft`;
}

function formatHeight(metres: number, units: Units): string {
  return units === 'metric' ? `${oneDecimal.format(metres)} m` : `${oneDecimal.format(metres * FEET_PER_METRE)} ft`;
}

/** Grade in percent and degrees (SPEC 9). The service reports grade as a percentage. */
function formatGrade(percent: number): string {
  const degrees = (Math.atan(percent / 100) * 180) / Math.PI;
  return `${oneDecimal.format(percent)}% (${oneDecimal.format(degrees)}°)`;
}

export function measurementsModel(result: Measurements, units: Units): MeasurementsModel {
  const model: MeasurementsModel = {};
  if (typeof result.length === 'number') model.length = formatLength(result.length, units);
  if (result.elevation) {
    model.elevationGain = formatHeight(result.elevation.gain, units);
    model.elevationLoss = formatHeight(result.elevation.loss, units);
    model.elevationMax = formatHeight(result.elevation.max, units);
    model.elevationMin = formatHeight(result.elevation.min, units);
  }
  if (result.grade) {
    model.gradeMax = formatGrade(result.grade.max);
    model.gradeMean = formatGrade(result.grade.mean);
  }
  return model;
}
