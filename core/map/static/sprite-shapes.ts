// Outlines for the sprite's drawings as SVG path data of straight segments only (M, L, Z), which both
// the picture and scripts/basemap/sprite.mjs (its rasteriser reads nothing else) understand. Numbers
// carry one decimal: a tenth of a sprite pixel is below what an icon of 15 px shows, and every byte
// is repeated in each picture that draws the icon.

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A closed outline through the points, given as x, y, x, y…. */
export function polygon(coordinates: readonly number[]): string {
  const points: string[] = [];
  for (let i = 0; i + 1 < coordinates.length; i += 2) points.push(`${tenth(coordinates[i]!)} ${tenth(coordinates[i + 1]!)}`);
  return `M${points.join(' L')} Z`;
}

/** An axis-aligned rectangle. */
export const rect = (x: number, y: number, width: number, height: number): string => polygon([x, y, x + width, y, x + width, y + height, x, y + height]);

/**
 * The points of a regular outline of `sides` around a centre, radii rx and ry scaled by `radius(i)`
 * for the i-th point, starting at `start` radians.
 */
function around(cx: number, cy: number, rx: number, ry: number, sides: number, start = 0, radius = (_i: number) => 1): number[] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = start + (2 * Math.PI * i) / sides;
    return [cx + rx * radius(i) * Math.cos(angle), cy + ry * radius(i) * Math.sin(angle)];
  }).flat();
}

/** A circle as a polygon fine enough for an icon of a few pixels. */
export const circle = (cx: number, cy: number, r: number, sides = 16): string => polygon(around(cx, cy, r, r, sides));

/** An ellipse, for rings and lenses that a circle cannot draw. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, sides = 16): string => polygon(around(cx, cy, rx, ry, sides));

/** A star of `spikes` points, point up. */
export const star = (cx: number, cy: number, outer: number, inner: number, spikes = 5): string =>
  polygon(around(cx, cy, outer, outer, spikes * 2, -Math.PI / 2, (i) => (i % 2 === 0 ? 1 : inner / outer)));
