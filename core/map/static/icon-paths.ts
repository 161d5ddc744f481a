import { ARROW_DRAWING, DOT_DRAWING, ICON_DRAWINGS, type IconDrawing, type IconPart, type Pt, ROUTE_END_DRAWINGS, routeEndImage } from '../feature-icons';
import { ARROW_IMAGE, ICON_IMAGE_PREFIX, POINT_IMAGE } from '../feature-layers';

// The feature-type icons, route ends and path arrow (core/map/feature-icons.ts) as SVG paths over their square: discs and
// polygons filled as one path (holes wound the other way, so the nonzero rule leaves them open), strokes
// as lines of their width. One geometry for the map's SDF images and the static map.

export interface IconPaths {
  /** Discs and polygons, holes cut. */
  body: string;
  strokes: { d: string; width: number }[];
}

const n = (value: number) => Math.round(value * 100) / 100;

/** Clockwise in SVG's y-down space, or anticlockwise for a hole. */
function closedPath(part: Exclude<IconPart, { kind: 'stroke' }>, clockwise: boolean): string {
  if (part.kind === 'disc') {
    const [cx, cy] = part.centre;
    const sweep = clockwise ? 1 : 0;
    return `M${n(cx - part.r)} ${n(cy)}A${part.r} ${part.r} 0 1 ${sweep} ${n(cx + part.r)} ${n(cy)}A${part.r} ${part.r} 0 1 ${sweep} ${n(cx - part.r)} ${n(cy)}Z`;
  }
  let area = 0;
  part.points.forEach(([x, y], i) => {
    const [nx, ny] = part.points[(i + 1) % part.points.length]!;
    area += x * ny - nx * y;
  });
  const points: readonly Pt[] = area > 0 === clockwise ? part.points : [...part.points].reverse();
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

function iconPathsOf({ parts, holes = [] }: IconDrawing): IconPaths {
  let body = '';
  const strokes: IconPaths['strokes'] = [];
  for (const part of parts) {
    if (part.kind === 'stroke') strokes.push({ d: `M${part.points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`, width: part.width * 2 });
    else body += closedPath(part, true);
  }
  for (const hole of holes) if (hole.kind !== 'stroke') body += closedPath(hole, false);
  return { body, strokes };
}

const ICON_PATHS = new Map<string, IconPaths>([
  [POINT_IMAGE, iconPathsOf(DOT_DRAWING)],
  ...Object.entries(ICON_DRAWINGS).map(([name, drawing]): [string, IconPaths] => [`${ICON_IMAGE_PREFIX}${name}`, iconPathsOf(drawing)]),
  ...Object.entries(ROUTE_END_DRAWINGS).map(([kind, drawing]): [string, IconPaths] => [routeEndImage(kind as keyof typeof ROUTE_END_DRAWINGS), iconPathsOf(drawing)]),
  [ARROW_IMAGE, iconPathsOf(ARROW_DRAWING)],
]);

/** The paths of a symbol layer's image by its name (an icon, a route end, the arrow, else the dot). */
export const iconPaths = (image: unknown): IconPaths => ICON_PATHS.get(String(image)) ?? ICON_PATHS.get(POINT_IMAGE)!;
