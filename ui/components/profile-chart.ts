import type { ProfileModel } from './models';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the elevation labels on the left and the distance labels below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export const chartBox: ChartBox = { width: 640, height: 220, left: 64, bottom: 32, top: 12, right: 16 };

/** More vertices than this add nothing a 640-unit-wide chart can show. */
const MAX_POINTS = 240;

export interface ProfileChart {
  /** The points drawn (at most 240): what the browser's cursor reads positions from. */
  points: ProfileModel['points'];
  line: string;
  area: string;
  /** The plotted elevation range, padded so a flat trail is not drawn on the frame. */
  low: number;
  high: number;
  far: number;
  x: (distance: number) => number;
  y: (elevation: number) => number;
}

function sample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)]!);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** SVG path data of the profile line and the area under it, scaled into `box`. */
// The server draws it only when it renders a profile section, once per profile model and translator
// (worker/pages/models/profile.tsx), not on every page of the route.
export function profileChart(points: ProfileModel['points'], box: ChartBox = chartBox): ProfileChart {
  const shown = sample(points, MAX_POINTS);
  const elevations = shown.map((point) => point.elevation);
  const min = Math.min(...elevations);
  const max = Math.max(...elevations);
  const pad = Math.max((max - min) * 0.1, 1);
  const low = min - pad;
  const high = max + pad;
  const far = Math.max(shown[shown.length - 1]?.distance ?? 0, Number.EPSILON);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (distance: number) => round(box.left + (distance / far) * plotWidth);
  const y = (elevation: number) => round(box.top + ((high - elevation) / (high - low)) * plotHeight);
  const line = shown.map((point, i) => `${i === 0 ? 'M' : 'L'}${x(point.distance)} ${y(point.elevation)}`).join(' ');
  const base = box.height - box.bottom;
  const area = `${line} L${x(far)} ${base} L${x(0)} ${base} Z`;
  return { points: shown, line, area, low, high, far, x, y };
}
