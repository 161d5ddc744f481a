// Outlines for the sprite's drawings as SVG path data of straight segments only (M, L, Z), which both
// the picture and scripts/basemap/sprite.mjs (its rasteriser reads nothing else) understand. Numbers
// carry one decimal: a tenth of a sprite pixel is below what an icon of 15 px shows, and every byte
// is repeated in each picture that draws the icon.

type Point = readonly [number, number];

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A closed outline through the points. */
export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${tenth(x)} ${tenth(y)}`).join(' L')} Z`;
}

/** An axis-aligned rectangle. */
export const rect = (x: number, y: number, width: number, height: number): string =>
  polygon([
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ]);

/** A circle as a polygon fine enough for an icon of a few pixels. */
export function circle(cx: number, cy: number, r: number, sides = 16): string {
  return polygon(Array.from({ length: sides }, (_, i): Point => [cx + r * Math.cos((2 * Math.PI * i) / sides), cy + r * Math.sin((2 * Math.PI * i) / sides)]));
}

/** An ellipse, for rings and lenses that a circle cannot draw. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, sides = 16): string {
  return polygon(Array.from({ length: sides }, (_, i): Point => [cx + rx * Math.cos((2 * Math.PI * i) / sides), cy + ry * Math.sin((2 * Math.PI * i) / sides)]));
}

/** A star of `spikes` points, point up. */
export function star(cx: number, cy: number, outer: number, inner: number, spikes = 5): string {
  return polygon(
    Array.from({ length: spikes * 2 }, (_, i): Point => {
      const angle = -Math.PI / 2 + (Math.PI * i) / spikes;
      const r = i % 2 === 0 ? outer : inner;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    }),
  );
}
