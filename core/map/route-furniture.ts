import { distance } from '@turf/turf';
import type { Feature, Point } from 'geojson';
import { formatLength, type UnitSystem } from '../format/units';
import type { Position } from '../geometry/geometry';
import { TRAIL_ZOOM } from './feature-layers';
import { mercatorX, mercatorY, WORLD_TILE } from './static/camera';

// A route's furniture (docs/decisions/057-trail-furniture.md): where it starts, where it finishes and
// its distance marks, as point features the furniture layers draw (core/map/feature-layers.ts). Derived
// from the line itself, once per route, by the map island (from the features it loads anyway) and by
// the picture (from the features it draws), so both place them the same. A route is a line whose
// feature type draws direction arrows (its `arrows` attribute): a trail or a route, not a plain path.

/** A route that ends this close to its start is a loop: one start/finish marker. */
const LOOP_METRES = 50;

const UNIT_METRES: Record<UnitSystem, number> = { metric: 1000, imperial: 1609.344 };

/** Mark intervals in the site's unit, the first that keeps a route to at most MAX_MARKS marks. */
const STEPS = [1, 2, 5, 10, 20, 50, 100];
const MAX_MARKS = 10;

/**
 * The markers draw over every label without claiming room (feature-layers.ts), so a mark keeps off
 * them by itself: one closer to the start or the finish than this many pixels at the marks' first zoom
 * (`TRAIL_ZOOM`) is left out. A marker's radius (14 px) and a mark's dot and widest label ('10 km') beside it take
 * that much; at closer zooms the same ground is more pixels, so the mark stands clear there too.
 */
const MARKER_ROOM_PX = 53;

/** How many pixels apart two positions are on the map at the marks' first zoom. */
const pixelsApart = (a: Position, b: Position) => Math.hypot(mercatorX(a[0]!) - mercatorX(b[0]!), mercatorY(a[1]!) - mercatorY(b[1]!)) * WORLD_TILE * 2 ** TRAIL_ZOOM;

type FurnitureKind = 'start' | 'finish' | 'start-finish' | 'mark';

interface FurnitureProperties {
  furniture: FurnitureKind;
  /** A mark's distance from the start in the site's unit, e.g. '2 km'. */
  label?: string;
}

/** Geometry and properties as features.geojson and the picture's features carry them. */
interface RouteLike {
  geometry: { type: string; coordinates?: unknown };
  properties?: object | null;
}

export type FurnitureFeature = Feature<Point, FurnitureProperties>;

const point = ([lng = 0, lat = 0]: Position, properties: FurnitureProperties): FurnitureFeature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

const metresBetween = (a: Position, b: Position) => distance([a[0]!, a[1]!], [b[0]!, b[1]!], { units: 'meters' });

/** The interval between marks, in the site's unit, for a route this long (none under one unit). */
function markStep(metres: number, unit: number): number | undefined {
  const length = metres / unit;
  if (length < 1) return undefined;
  return STEPS.find((step) => length / step <= MAX_MARKS) ?? STEPS.at(-1)!;
}

/** A route's lines in order (a MultiLineString's parts walked one after another, the gaps not counted). */
function routeLines(geometry: RouteLike['geometry']): Position[][] {
  const c = geometry.coordinates as Position[] | Position[][];
  const lines = geometry.type === 'LineString' ? [c as Position[]] : geometry.type === 'MultiLineString' ? (c as Position[][]) : [];
  return lines.filter((line) => line.length >= 2);
}

function furnitureOf(lines: Position[][], units: UnitSystem, locale: string): FurnitureFeature[] {
  const start = lines[0]![0]!;
  const finish = lines.at(-1)!.at(-1)!;
  const loop = metresBetween(start, finish) <= LOOP_METRES;
  const ends = loop ? [point(start, { furniture: 'start-finish' })] : [point(start, { furniture: 'start' }), point(finish, { furniture: 'finish' })];

  const segments = lines.flatMap((line) => line.slice(1).map((to, i) => ({ from: line[i]!, to, metres: metresBetween(line[i]!, to) })));
  const total = segments.reduce((sum, segment) => sum + segment.metres, 0);
  const unit = UNIT_METRES[units];
  const step = markStep(total, unit);
  if (step === undefined) return ends;
  const interval = step * unit;
  const marks: FurnitureFeature[] = [];
  const clear = (at: Position) => [start, finish].every((end) => pixelsApart(at, end) >= MARKER_ROOM_PX);
  let next = interval;
  let walked = 0;
  for (const { from, to, metres } of segments) {
    while (next <= walked + metres && next < total) {
      const t = metres > 0 ? (next - walked) / metres : 0;
      const at = [from[0]! + (to[0]! - from[0]!) * t, from[1]! + (to[1]! - from[1]!) * t];
      // Whole steps of the unit: formatLength writes them as '2 km', '5 mi'.
      if (clear(at)) marks.push(point(at, { furniture: 'mark', label: formatLength(Math.round(next / unit) * unit, units, locale).text }));
      next += interval;
    }
    walked += metres;
  }
  return [...ends, ...marks];
}

/** The start, finish and distance marks of every route among the features, in the site's units, written in the page's language. */
export function furnitureFeatures(features: readonly RouteLike[], units: UnitSystem, locale: string): FurnitureFeature[] {
  return features.flatMap(({ geometry, properties }) => {
    const { arrows } = (properties ?? {}) as { arrows?: unknown };
    if (arrows !== true) return [];
    const lines = routeLines(geometry);
    if (lines.length === 0) return [];
    return furnitureOf(lines, units, locale);
  });
}
