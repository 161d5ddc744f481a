// Signed distance field of a glyph outline, in the encoding maplibre's text shader and fontnik use:
// the edge sits at 191, each pixel inside adds 32 (to 255), each pixel outside takes 32 away (to 0),
// so 8 pixels of distance fit in a byte with a quarter of the range for the inside.

const RADIUS = 8;
const CUTOFF = 0.25;

/** Squared distance from (px, py) to the segment starting at offset i of the flat list. */
function segmentDistance2(px, py, segments, i) {
  const ax = segments[i];
  const ay = segments[i + 1];
  const dx = segments[i + 2] - ax;
  const dy = segments[i + 3] - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/** Non-zero winding: TrueType outlines may overlap, and overlapping contours still fill. */
function winding(px, py, segments) {
  let w = 0;
  for (let i = 0; i < segments.length; i += 4) {
    const [ax, ay, bx, by] = [segments[i], segments[i + 1], segments[i + 2], segments[i + 3]];
    const side = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
    if (ay <= py) {
      if (by > py && side > 0) w++;
    } else if (by <= py && side < 0) w--;
  }
  return w;
}

/** The rings' segments as one flat list of ax, ay, bx, by. */
function flatten(rings) {
  const out = [];
  for (const ring of rings) for (let i = 1; i < ring.length; i++) out.push(ring[i - 1][0], ring[i - 1][1], ring[i][0], ring[i][1]);
  return Float64Array.from(out);
}

/**
 * rings in pixels (y up) -> { width, height, left, top, bitmap } with the glyph box rounded to whole
 * pixels and `border` pixels of field around it; a glyph without ink (a space) gets no bitmap.
 */
export function glyphSdf(rings, border) {
  let [xmin, ymin, xmax, ymax] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      xmin = Math.min(xmin, x);
      ymin = Math.min(ymin, y);
      xmax = Math.max(xmax, x);
      ymax = Math.max(ymax, y);
    }
  }
  [xmin, ymin, xmax, ymax] = [Math.round(xmin), Math.round(ymin), Math.round(xmax), Math.round(ymax)];
  const width = xmax - xmin;
  const height = ymax - ymin;
  if (!(width > 0 && height > 0)) return { width: 0, height: 0, left: 0, top: 0 };

  const segments = flatten(rings);
  const columns = width + 2 * border;
  const rows = height + 2 * border;
  const bitmap = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    const py = ymax + border - row - 0.5;
    for (let column = 0; column < columns; column++) {
      const px = xmin - border + column + 0.5;
      let nearest = RADIUS * RADIUS;
      for (let i = 0; i < segments.length; i += 4) nearest = Math.min(nearest, segmentDistance2(px, py, segments, i));
      const distance = Math.sqrt(nearest);
      const signed = winding(px, py, segments) !== 0 ? -distance : distance;
      const value = 255 - (signed * (256 / RADIUS) + CUTOFF * 256);
      bitmap[row * columns + column] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return { width, height, left: xmin, top: ymax, bitmap };
}
