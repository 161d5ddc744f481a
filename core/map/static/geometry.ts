// Pixel geometry for the static map: lines and rings already in picture pixels are thinned to what a
// pixel can show, clipped to the picture (with a margin wider than any stroke), and written as SVG path
// data with rounded coordinates. Flat arrays [x0, y0, x1, y1, ...] throughout: tiles hold many points.

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const pictureRect = (width: number, height: number, margin: number): Rect => ({ left: -margin, top: -margin, right: width + margin, bottom: height + margin });

/**
 * Maps flat coordinates through `x' = ox + x * k` (and y likewise) and thins them in one pass: a tile's
 * rings become picture pixels without an intermediate copy.
 */
export function projectThin(points: readonly number[], ox: number, oy: number, k: number, tolerance: number): number[] {
  const count = points.length;
  if (count < 2) return [];
  // Sized for every point and cut to those kept: growing it point by point made garbage of each step.
  const out = new Array<number>(count);
  let kept = 2;
  let lx = ox + points[0]! * k;
  let ly = oy + points[1]! * k;
  out[0] = lx;
  out[1] = ly;
  const squared = tolerance * tolerance;
  for (let i = 2; i < count; i += 2) {
    const x = ox + points[i]! * k;
    const y = oy + points[i + 1]! * k;
    const dx = x - lx;
    const dy = y - ly;
    if (dx * dx + dy * dy >= squared || i === count - 2) {
      out[kept++] = x;
      out[kept++] = y;
      lx = x;
      ly = y;
    }
  }
  out.length = kept;
  return out;
}

const inside = (x: number, y: number, r: Rect) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

/** True when the points' bounding box lies wholly inside the rectangle: nothing of them needs cutting. */
function within(points: readonly number[], r: Rect): boolean {
  for (let i = 0; i < points.length; i += 2) if (!inside(points[i]!, points[i + 1]!, r)) return false;
  return true;
}

/** True when segment a-b lies wholly beyond one side of the rectangle: most of a tile's segments, cheaply. */
const beyond = (ax: number, ay: number, bx: number, by: number, r: Rect) =>
  (ax < r.left && bx < r.left) || (ax > r.right && bx > r.right) || (ay < r.top && by < r.top) || (ay > r.bottom && by > r.bottom);

/** Liang-Barsky: the part of segment a-b inside the rectangle, or null. */
function clipSegment(ax: number, ay: number, bx: number, by: number, r: Rect): [number, number, number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const edges: [number, number][] = [
    [-dx, ax - r.left],
    [dx, r.right - ax],
    [-dy, ay - r.top],
    [dy, r.bottom - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return null;
    }
  }
  return [ax + t0 * dx, ay + t0 * dy, ax + t1 * dx, ay + t1 * dy];
}

/** A line's pieces inside the rectangle. */
export function clipLine(points: number[], r: Rect): number[][] {
  if (within(points, r)) return points.length >= 4 ? [points] : [];
  const pieces: number[][] = [];
  let current: number[] | null = null;
  for (let i = 0; i + 3 < points.length; i += 2) {
    const ax = points[i]!;
    const ay = points[i + 1]!;
    const bx = points[i + 2]!;
    const by = points[i + 3]!;
    if (current && inside(bx, by, r) && inside(ax, ay, r)) {
      current.push(bx, by);
      continue;
    }
    const part = beyond(ax, ay, bx, by, r) ? null : clipSegment(ax, ay, bx, by, r);
    if (!part) {
      current = null;
      continue;
    }
    if (!current || part[0] !== ax || part[1] !== ay) {
      current = [part[0], part[1]];
      pieces.push(current);
    }
    current.push(part[2], part[3]);
    if (part[2] !== bx || part[3] !== by) current = null;
  }
  return pieces.filter((piece) => piece.length >= 4);
}

/** Whether a point is on the kept side of one side of the rectangle (0 left, 1 right, 2 top, 3 bottom). */
function kept(side: number, x: number, y: number, r: Rect): boolean {
  return side === 0 ? x >= r.left : side === 1 ? x <= r.right : side === 2 ? y >= r.top : y <= r.bottom;
}

/** One Sutherland-Hodgman pass: the ring cut along one side of the rectangle. */
function clipSide(ring: readonly number[], side: number, r: Rect): number[] {
  const out: number[] = [];
  const edge = side === 0 ? r.left : side === 1 ? r.right : side === 2 ? r.top : r.bottom;
  let px = ring[ring.length - 2]!;
  let py = ring[ring.length - 1]!;
  let pIn = kept(side, px, py, r);
  for (let i = 0; i < ring.length; i += 2) {
    const x = ring[i]!;
    const y = ring[i + 1]!;
    const xIn = kept(side, x, y, r);
    if (xIn !== pIn) {
      if (side < 2) out.push(edge, py + ((y - py) * (edge - px)) / (x - px));
      else out.push(px + ((x - px) * (edge - py)) / (y - py), edge);
    }
    if (xIn) out.push(x, y);
    px = x;
    py = y;
    pIn = xIn;
  }
  return out;
}

/** Sutherland-Hodgman: a ring cut to the rectangle (edges along its border are outside the picture). */
export function clipRing(points: number[], r: Rect): number[] {
  if (points.length < 6) return [];
  // Most of a picture's rings (buildings, small woods) lie wholly inside it or wholly outside.
  if (within(points, r)) return points;
  if (outside(points, r)) return [];
  let ring = points;
  for (let side = 0; side < 4; side++) {
    if (ring.length < 6) return [];
    ring = clipSide(ring, side, r);
  }
  return ring.length >= 6 ? ring : [];
}

/** True when the bounding box of the points lies wholly outside the rectangle. */
export function outside(points: number[], r: Rect): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return maxX < r.left || minX > r.right || maxY < r.top || minY > r.bottom;
}

/** SVG path data of lines or rings, coordinates rounded to 1/scale of a pixel. */
export function pathData(parts: readonly number[][], closed: boolean, scale = 1): string {
  // One string built up number by number, repeated points compared as numbers: a picture writes
  // tens of thousands of coordinates, and a string per point showed in profiles.
  let d = '';
  for (const part of parts) {
    let px = Math.round(part[0]! * scale) / scale;
    let py = Math.round(part[1]! * scale) / scale;
    d += `M${px} ${py}`;
    let command = 'L';
    for (let i = 2; i < part.length; i += 2) {
      const x = Math.round(part[i]! * scale) / scale;
      const y = Math.round(part[i + 1]! * scale) / scale;
      if (x === px && y === py) continue;
      d += `${command}${x} ${y}`;
      command = ' ';
      px = x;
      py = y;
    }
    if (closed) d += 'Z';
  }
  return d;
}
