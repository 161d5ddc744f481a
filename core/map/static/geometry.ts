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
  const out = [ox + points[0]! * k, oy + points[1]! * k];
  const squared = tolerance * tolerance;
  let lx = out[0]!;
  let ly = out[1]!;
  for (let i = 2; i < count; i += 2) {
    const x = ox + points[i]! * k;
    const y = oy + points[i + 1]! * k;
    const dx = x - lx;
    const dy = y - ly;
    if (dx * dx + dy * dy >= squared || i === count - 2) {
      out.push(x, y);
      lx = x;
      ly = y;
    }
  }
  return out;
}

/** Drops points closer than `tolerance` pixels to the last kept one (the last point always stays). */
export function thin(points: number[], tolerance: number): number[] {
  if (points.length <= 4) return points;
  const out = [points[0]!, points[1]!];
  const squared = tolerance * tolerance;
  for (let i = 2; i < points.length - 2; i += 2) {
    const dx = points[i]! - out[out.length - 2]!;
    const dy = points[i + 1]! - out[out.length - 1]!;
    if (dx * dx + dy * dy >= squared) out.push(points[i]!, points[i + 1]!);
  }
  out.push(points[points.length - 2]!, points[points.length - 1]!);
  return out;
}

const inside = (x: number, y: number, r: Rect) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

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
  const pieces: number[][] = [];
  let current: number[] | null = null;
  for (let i = 0; i + 3 < points.length; i += 2) {
    const [ax, ay, bx, by] = [points[i]!, points[i + 1]!, points[i + 2]!, points[i + 3]!];
    if (current && inside(bx, by, r) && inside(ax, ay, r)) {
      current.push(bx, by);
      continue;
    }
    const part = clipSegment(ax, ay, bx, by, r);
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

/** Sutherland-Hodgman: a ring cut to the rectangle (edges along its border are outside the picture). */
export function clipRing(points: number[], r: Rect): number[] {
  let ring = points;
  const edges: [(x: number, y: number) => boolean, (ax: number, ay: number, bx: number, by: number) => [number, number]][] = [
    [(x) => x >= r.left, (ax, ay, bx, by) => [r.left, ay + ((by - ay) * (r.left - ax)) / (bx - ax)]],
    [(x) => x <= r.right, (ax, ay, bx, by) => [r.right, ay + ((by - ay) * (r.right - ax)) / (bx - ax)]],
    [(_, y) => y >= r.top, (ax, ay, bx, by) => [ax + ((bx - ax) * (r.top - ay)) / (by - ay), r.top]],
    [(_, y) => y <= r.bottom, (ax, ay, bx, by) => [ax + ((bx - ax) * (r.bottom - ay)) / (by - ay), r.bottom]],
  ];
  for (const [keep, cross] of edges) {
    if (ring.length < 6) return [];
    const out: number[] = [];
    let px = ring[ring.length - 2]!;
    let py = ring[ring.length - 1]!;
    let pIn = keep(px, py);
    for (let i = 0; i < ring.length; i += 2) {
      const x = ring[i]!;
      const y = ring[i + 1]!;
      const xIn = keep(x, y);
      if (xIn !== pIn) out.push(...cross(px, py, x, y));
      if (xIn) out.push(x, y);
      px = x;
      py = y;
      pIn = xIn;
    }
    ring = out;
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

const round = (value: number, scale: number) => Math.round(value * scale) / scale;

/** SVG path data of lines or rings, coordinates rounded to 1/scale of a pixel. */
export function pathData(parts: readonly number[][], closed: boolean, scale = 1): string {
  let d = '';
  for (const part of parts) {
    let prev = `${round(part[0]!, scale)} ${round(part[1]!, scale)}`;
    d += `M${prev}`;
    let first = true;
    for (let i = 2; i < part.length; i += 2) {
      const point = `${round(part[i]!, scale)} ${round(part[i + 1]!, scale)}`;
      if (point === prev) continue;
      d += `${first ? 'L' : ' '}${point}`;
      first = false;
      prev = point;
    }
    if (closed) d += 'Z';
  }
  return d;
}
