import { type Geometry, linesOf, pointsOf, type Position } from './geometry';

/** A route drawn small and flat: what a printed page shows where the interactive map would be. */
export interface OverviewDrawing {
  width: number;
  height: number;
  /** SVG path data, one per line or ring. */
  lines: string[];
  points: { x: number; y: number }[];
}

const WIDTH = 600;
const PADDING = 24;
const MAX_HEIGHT = 400;

/**
 * Projects geometries into a box (equirectangular, longitude scaled by the cosine of the mid
 * latitude, so shapes keep their proportions at guide scale), north up. Undefined when there is no
 * line to draw: a lone point says less than the coordinates printed beside it.
 */
export function overviewDrawing(geometries: readonly Geometry[]): OverviewDrawing | undefined {
  const lines = geometries.flatMap(linesOf).filter((line) => line.length > 1);
  if (lines.length === 0) return undefined;
  const points = geometries.flatMap(pointsOf);
  const all: Position[] = [...lines.flat(), ...points];
  const lngs = all.map((p) => p[0]!);
  const lats = all.map((p) => p[1]!);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const xScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * xScale, 1e-9);
  const spanY = Math.max(north - south, 1e-9);
  const scale = Math.min((WIDTH - 2 * PADDING) / spanX, (MAX_HEIGHT - 2 * PADDING) / spanY);
  const height = Math.round(spanY * scale + 2 * PADDING);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const project = (p: Position) => ({ x: round(offsetX + (p[0]! - west) * xScale * scale), y: round(height - PADDING - (p[1]! - south) * scale) });
  return {
    width: WIDTH,
    height,
    lines: lines.map((line) => line.map(project).map((at, i) => `${i === 0 ? 'M' : 'L'}${at.x} ${at.y}`).join(' ')),
    points: points.map(project),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
