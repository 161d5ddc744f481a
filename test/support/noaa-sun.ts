// Sunrise and sunset by the NOAA Solar Calculator spreadsheet's formulas, written out here so tests
// check the product's times (suncalc) against a computation that shares nothing with it.

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** NOAA's sun at an instant: declination (degrees) and equation of time (minutes). */
function sunAt(instant: number): { declination: number; eqTime: number } {
  const julianDay = instant / 86_400_000 + 2_440_587.5;
  const century = (julianDay - 2_451_545) / 36_525;
  const meanLong = (280.46646 + century * (36_000.76983 + century * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + century * (35_999.05029 - 0.0001537 * century);
  const eccentricity = 0.016708634 - century * (0.000042037 + 0.0000001267 * century);
  const centre =
    Math.sin(rad(meanAnomaly)) * (1.914602 - century * (0.004817 + 0.000014 * century)) + Math.sin(rad(2 * meanAnomaly)) * (0.019993 - 0.000101 * century) + Math.sin(rad(3 * meanAnomaly)) * 0.000289;
  const trueLong = meanLong + centre;
  const omega = 125.04 - 1934.136 * century;
  const apparentLong = trueLong - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - century * (46.815 + century * (0.00059 - century * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLong))));
  const y = Math.tan(rad(obliquity / 2)) ** 2;
  const eqTime =
    4 *
    deg(
      y * Math.sin(2 * rad(meanLong)) -
        2 * eccentricity * Math.sin(rad(meanAnomaly)) +
        4 * eccentricity * y * Math.sin(rad(meanAnomaly)) * Math.cos(2 * rad(meanLong)) -
        0.5 * y * y * Math.sin(4 * rad(meanLong)) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * rad(meanAnomaly)),
    );
  return { declination, eqTime };
}

export type NoaaDay = { kind: 'rises'; sunrise: number; sunset: number } | { kind: 'up' } | { kind: 'down' };

/**
 * NOAA's sunrise and sunset (epoch milliseconds) on a calendar date ('YYYY-MM-DD') at a place: the
 * hour angle of the sun at -0.833° around solar noon, the sun taken at that day's solar noon.
 */
export function noaaSunDay(date: string, lat: number, lng: number): NoaaDay {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // Solar noon in minutes after UTC midnight, refined once with the sun at the first estimate.
  let noon = 720 - 4 * lng - sunAt(midnight + 720 * 60_000).eqTime;
  noon = 720 - 4 * lng - sunAt(midnight + noon * 60_000).eqTime;
  const { declination } = sunAt(midnight + noon * 60_000);
  const cosHourAngle = Math.cos(rad(90.833)) / (Math.cos(rad(lat)) * Math.cos(rad(declination))) - Math.tan(rad(lat)) * Math.tan(rad(declination));
  if (cosHourAngle > 1) return { kind: 'down' };
  if (cosHourAngle < -1) return { kind: 'up' };
  const hourAngle = deg(Math.acos(cosHourAngle));
  return { kind: 'rises', sunrise: midnight + (noon - 4 * hourAngle) * 60_000, sunset: midnight + (noon + 4 * hourAngle) * 60_000 };
}

/** Minutes after midnight on the wall clock of `timeZone` at an instant. */
export function zoneMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/** Minutes after midnight of a time shown in en-US form ('7:31 AM'), or of a 24-hour one ('19:31'). */
export function shownMinutes(text: string): number {
  const match = /(\d{1,2}):(\d{2})(?:\s*([AP]M))?/.exec(text);
  if (!match) throw new Error(`no time of day in '${text}'`);
  const hour = Number(match[1]) % (match[3] ? 12 : 24);
  return (match[3] === 'PM' ? hour + 12 : hour) * 60 + Number(match[2]);
}
