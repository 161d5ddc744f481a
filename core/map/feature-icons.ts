import { ICON_IMAGE_PREFIX, POINT_IMAGE_SIZE, ROUTE_END_IMAGE_PREFIX } from './feature-layers';

// The icons a feature type may name (its attributes.icon, docs/product/maps.md#feature-types-and-styling),
// drawn by maplibre in the type's colour with a white halo in place of the plain dot. Each icon is
// geometry (discs, strokes, polygons, holes) over the point image's square: as a signed distance in
// pixels from its edge (negative inside) the browser renders it as an SDF image
// (client/map/layers.ts), so no sprite is fetched from anywhere; as paths the static map draws it
// (core/map/static). Pure geometry.

export type Pt = readonly [number, number];
export type Distance = (x: number, y: number) => number;

const disc =
  ([cx, cy]: Pt, r: number): Distance =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

function toSegment(x: number, y: number, [ax, ay]: Pt, [bx, by]: Pt): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** A stroke of half-width `w` along the points. */
const stroke =
  (w: number, ...points: Pt[]): Distance =>
  (x, y) =>
    Math.min(...points.slice(1).map((b, i) => toSegment(x, y, points[i]!, b))) - w;

/** A closed polygon (even-odd inside test). */
const polygon =
  (...points: Pt[]): Distance =>
  (x, y) => {
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

/** One part of an icon: a disc, a stroke of half-width `width` along points, or a closed polygon. */
export type IconPart = { kind: 'disc'; centre: Pt; r: number } | { kind: 'stroke'; width: number; points: Pt[] } | { kind: 'polygon'; points: Pt[] };

/** An icon as geometry: the union of its parts less the union of its holes (each inside a part). */
export interface IconDrawing {
  parts: IconPart[];
  holes?: IconPart[];
}

function distanceOf(part: IconPart): Distance {
  if (part.kind === 'disc') return disc(part.centre, part.r);
  if (part.kind === 'stroke') return stroke(part.width, ...part.points);
  return polygon(...part.points);
}

/** The signed distance field of a drawing, what maplibre's SDF images are made of. */
function drawingDistance({ parts, holes = [] }: IconDrawing): Distance {
  const inked = parts.map(distanceOf);
  const cut = holes.map(distanceOf);
  return (x, y) => Math.max(Math.min(...inked.map((shape) => shape(x, y))), -Math.min(Infinity, ...cut.map((hole) => hole(x, y))));
}

function starPoints(cx: number, cy: number, outer: number, inner: number): Pt[] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}

const c = POINT_IMAGE_SIZE / 2;

/** Each icon's geometry over the point image's square: the map's SDF images and the static map's paths. */
export const ICON_DRAWINGS = {
  marker: {
    parts: [
      { kind: 'disc', centre: [c, c - 5], r: 10 },
      {
        kind: 'polygon',
        points: [
          [c - 9, c - 1],
          [c + 9, c - 1],
          [c, c + 14],
        ],
      },
    ],
    holes: [{ kind: 'disc', centre: [c, c - 5], r: 4 }],
  },
  star: { parts: [{ kind: 'polygon', points: starPoints(c, c + 1, 15, 6.5) }] },
  pedestrian: {
    parts: [
      { kind: 'disc', centre: [c + 2, c - 12], r: 3.5 },
      {
        kind: 'stroke',
        width: 2.2,
        points: [
          [c + 1, c - 7],
          [c - 1, c + 3],
        ],
      },
      {
        kind: 'stroke',
        width: 1.8,
        points: [
          [c - 5, c],
          [c + 1, c - 5],
          [c + 6, c - 1],
        ],
      },
      {
        kind: 'stroke',
        width: 2,
        points: [
          [c - 6, c + 13],
          [c - 1, c + 3],
          [c + 5, c + 13],
        ],
      },
    ],
  },
  car: {
    parts: [
      {
        kind: 'polygon',
        points: [
          [c - 14, c - 1],
          [c - 9, c - 10],
          [c + 9, c - 10],
          [c + 14, c - 1],
          [c + 14, c + 8],
          [c - 14, c + 8],
        ],
      },
      { kind: 'disc', centre: [c - 8, c + 9], r: 4.5 },
      { kind: 'disc', centre: [c + 8, c + 9], r: 4.5 },
    ],
    holes: [
      {
        kind: 'polygon',
        points: [
          [c - 9, c - 2],
          [c - 6, c - 7],
          [c + 6, c - 7],
          [c + 9, c - 2],
        ],
      },
    ],
  },
} satisfies Record<string, IconDrawing>;

export const FEATURE_ICONS = Object.fromEntries(Object.entries(ICON_DRAWINGS).map(([name, drawing]) => [name, drawingDistance(drawing)])) as Record<keyof typeof ICON_DRAWINGS, Distance>;

export type FeatureIcon = keyof typeof ICON_DRAWINGS;

/** The feature type's icon when the map can draw it; an unknown name falls back to the dot. */
export function featureIcon(name: string | null | undefined): FeatureIcon | undefined {
  return name && Object.hasOwn(FEATURE_ICONS, name) ? (name as FeatureIcon) : undefined;
}

/** The name of an icon's image in the map's style. */
export const iconImage = (icon: FeatureIcon) => `${ICON_IMAGE_PREFIX}${icon}`;

/** The plain dot of points whose type names no icon. */
export const DOT_DRAWING: IconDrawing = { parts: [{ kind: 'disc', centre: [c, c], r: 14 }] };
export const DOT: Distance = drawingDistance(DOT_DRAWING);

/** The size of the path arrow's image. */
export const ARROW_SIZE = 24;
/** A chevron pointing right: along a line, maplibre turns it to the line's direction (the picture rotates it so). */
export const ARROW_DRAWING: IconDrawing = {
  parts: [
    {
      kind: 'stroke',
      width: 1.6,
      points: [
        [8, 5],
        [15, 12],
        [8, 19],
      ],
    },
  ],
};
export const ARROW: Distance = drawingDistance(ARROW_DRAWING);

const square = (left: number, top: number, size: number): IconPart => ({
  kind: 'polygon',
  points: [
    [left, top],
    [left + size, top],
    [left + size, top + size],
    [left, top + size],
  ],
});

/** A route's ends over the point image's square (core/map/route-furniture.ts): a disc with a "go" triangle, a chequered one, or both halves. */
export const ROUTE_END_DRAWINGS = {
  start: {
    parts: [{ kind: 'disc', centre: [c, c], r: 14 }],
    holes: [
      {
        kind: 'polygon',
        points: [
          [c - 4, c - 7],
          [c + 7, c],
          [c - 4, c + 7],
        ],
      },
    ],
  },
  finish: { parts: [{ kind: 'disc', centre: [c, c], r: 14 }], holes: [square(c - 7, c - 7, 7), square(c, c, 7)] },
  'start-finish': {
    parts: [{ kind: 'disc', centre: [c, c], r: 14 }],
    holes: [
      {
        kind: 'polygon',
        points: [
          [c - 9, c - 6],
          [c - 1, c],
          [c - 9, c + 6],
        ],
      },
      square(c + 1, c - 5, 5),
      square(c + 6, c, 5),
    ],
  },
} satisfies Record<string, IconDrawing>;

/** The name of a route end's image in the map's style. */
export const routeEndImage = (kind: keyof typeof ROUTE_END_DRAWINGS) => `${ROUTE_END_IMAGE_PREFIX}${kind}`;

export const ROUTE_END_ICONS = Object.entries(ROUTE_END_DRAWINGS).map(([kind, drawing]) => [routeEndImage(kind as keyof typeof ROUTE_END_DRAWINGS), drawingDistance(drawing)] as const);
