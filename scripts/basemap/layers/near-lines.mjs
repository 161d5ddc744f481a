// "Is this point within d degrees of these lines?" for many points: a grid of segment buckets keeps
// each question to the few segments near it.

const CELL = 0.25;

function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const key = (i, j) => `${i}:${j}`;

/** lines: arrays of [lng, lat]; returns a predicate (point, degrees <= CELL) => boolean. */
export function nearLines(lines) {
  const buckets = new Map();
  for (const line of lines) {
    for (let k = 1; k < line.length; k++) {
      const a = line[k - 1];
      const b = line[k];
      for (let i = Math.floor(Math.min(a[0], b[0]) / CELL); i <= Math.floor(Math.max(a[0], b[0]) / CELL); i++) {
        for (let j = Math.floor(Math.min(a[1], b[1]) / CELL); j <= Math.floor(Math.max(a[1], b[1]) / CELL); j++) {
          const bucket = buckets.get(key(i, j));
          if (bucket) bucket.push([a, b]);
          else buckets.set(key(i, j), [[a, b]]);
        }
      }
    }
  }
  return (point, degrees) => {
    const ci = Math.floor(point[0] / CELL);
    const cj = Math.floor(point[1] / CELL);
    for (let i = ci - 1; i <= ci + 1; i++) {
      for (let j = cj - 1; j <= cj + 1; j++) {
        for (const [a, b] of buckets.get(key(i, j)) ?? []) if (segmentDistance(point, a, b) <= degrees) return true;
      }
    }
    return false;
  };
}
