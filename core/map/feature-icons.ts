import { ICON_IMAGE_PREFIX, POINT_IMAGE_SIZE } from './feature-layers';

// The icons a feature type may name (its attributes.icon, docs/product/maps.md#feature-types-and-styling), drawn by maplibre in the
// type's colour with a white halo in place of the plain dot. Each icon is a signed distance in pixels
// from the shape's edge (negative inside) over the point image's square, so the browser renders it as
// an SDF image (client/map/sdf-images.ts) and no sprite is fetched from anywhere. Pure geometry.

type Pt = readonly [number, number];
export type Distance = (x: number, y: number) => number;

const disc = ([cx, cy]: Pt, r: number): Distance => (x, y) => Math.hypot(x - cx, y - cy) - r;

function toSegment(x: number, y: number, [ax, ay]: Pt, [bx, by]: Pt): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** A stroke of half-width `w` along the points. */
const stroke = (w: number, ...points: Pt[]): Distance => (x, y) => Math.min(...points.slice(1).map((b, i) => toSegment(x, y, points[i]!, b))) - w;

/** A closed polygon (even-odd inside test). */
const polygon = (...points: Pt[]): Distance => (x, y) => {
  let inside = false;
  let edge = Infinity;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    edge = Math.min(edge, toSegment(x, y, points[j]!, points[i]!));
  }
  return inside ? -edge : edge;
};

const union = (...shapes: Distance[]): Distance => (x, y) => Math.min(...shapes.map((shape) => shape(x, y)));
const minus = (shape: Distance, hole: Distance): Distance => (x, y) => Math.max(shape(x, y), -hole(x, y));

function star(cx: number, cy: number, outer: number, inner: number): Distance {
  const points: Pt[] = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  return polygon(...points);
}

const c = POINT_IMAGE_SIZE / 2;

export const FEATURE_ICONS = {
  marker: minus(union(disc([c, c - 5], 10), polygon([c - 9, c - 1], [c + 9, c - 1], [c, c + 14])), disc([c, c - 5], 4)),
  star: star(c, c + 1, 15, 6.5),
  pedestrian: union(
    disc([c + 2, c - 12], 3.5),
    stroke(2.2, [c + 1, c - 7], [c - 1, c + 3]),
    stroke(1.8, [c - 5, c], [c + 1, c - 5], [c + 6, c - 1]),
    stroke(2, [c - 6, c + 13], [c - 1, c + 3], [c + 5, c + 13]),
  ),
  car: minus(
    union(
      polygon([c - 14, c - 1], [c - 9, c - 10], [c + 9, c - 10], [c + 14, c - 1], [c + 14, c + 8], [c - 14, c + 8]),
      disc([c - 8, c + 9], 4.5),
      disc([c + 8, c + 9], 4.5),
    ),
    polygon([c - 9, c - 2], [c - 6, c - 7], [c + 6, c - 7], [c + 9, c - 2]),
  ),
} satisfies Record<string, Distance>;

export type FeatureIcon = keyof typeof FEATURE_ICONS;

/** The feature type's icon when the map can draw it; an unknown name falls back to the dot. */
export function featureIcon(name: string | null | undefined): FeatureIcon | undefined {
  return name && Object.hasOwn(FEATURE_ICONS, name) ? (name as FeatureIcon) : undefined;
}

/** The name of an icon's image in the map's style. */
export const iconImage = (icon: FeatureIcon) => `${ICON_IMAGE_PREFIX}${icon}`;

/** The plain dot of points whose type names no icon. */
export const DOT: Distance = disc([c, c], 14);

/** The size of the path arrow's image. */
export const ARROW_SIZE = 24;
/** A chevron pointing right: along a line, maplibre turns it to the line's direction. */
export const ARROW: Distance = stroke(1.6, [8, 5], [15, 12], [8, 19]);
