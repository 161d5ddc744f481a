// A glyph's outline as closed rings of points in pixels at the glyph size: x to the right of the pen,
// y up from the baseline. Curves are cut into short straight pieces, fine enough that the distance
// field cannot tell (a quarter pixel at 24 px).

const STEPS_PER_PIXEL = 2;

function steps(points) {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  return Math.max(2, Math.ceil(length * STEPS_PER_PIXEL));
}

function quadratic(p0, p1, p2, out) {
  const n = steps([p0, p1, p2]);
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]);
  }
}

function cubic(p0, p1, p2, p3, out) {
  const n = steps([p0, p1, p2, p3]);
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
}

/** opentype.js glyph -> rings (each closed: last point equals first) at `size` pixels per em. */
export function glyphRings(glyph, unitsPerEm, size) {
  const scale = size / unitsPerEm;
  const at = (x, y) => [x * scale, y * scale];
  const rings = [];
  let ring = [];
  const close = () => {
    if (ring.length > 2) {
      const [fx, fy] = ring[0];
      const [lx, ly] = ring[ring.length - 1];
      if (fx !== lx || fy !== ly) ring.push(ring[0]);
      rings.push(ring);
    }
    ring = [];
  };
  // glyph.path is in font units with y up, the orientation the glyph format wants.
  for (const c of glyph.path.commands) {
    const last = ring[ring.length - 1];
    if (c.type === 'M') {
      close();
      ring.push(at(c.x, c.y));
    } else if (c.type === 'L') ring.push(at(c.x, c.y));
    else if (c.type === 'Q') quadratic(last, at(c.x1, c.y1), at(c.x, c.y), ring);
    else if (c.type === 'C') cubic(last, at(c.x1, c.y1), at(c.x2, c.y2), at(c.x, c.y), ring);
    else if (c.type === 'Z') close();
  }
  close();
  return rings;
}
