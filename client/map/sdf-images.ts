import { ARROW_IMAGE, POINT_IMAGE, POINT_IMAGE_SIZE } from '../../core/map/feature-layers';

// The features' images as signed distance fields: maplibre tints them per feature (icon-color) and
// rings them with a halo, so there is no sprite sheet to ship or fetch.

/** maplibre's SDF encoding (as its glyphs): the edge at alpha 191, 32 alpha steps a pixel. */
const EDGE = 191;
const STEP = 32;

type Image = { width: number; height: number; data: Uint8Array };

/** An image whose alpha at each pixel is its encoded distance outside the shape (`outside(x, y)` in pixels). */
function sdf(size: number, outside: (x: number, y: number) => number): Image {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 4;
      data.fill(255, offset, offset + 3);
      data[offset + 3] = Math.max(0, Math.min(255, Math.round(EDGE - outside(x + 0.5, y + 0.5) * STEP)));
    }
  }
  return { width: size, height: size, data };
}

function toSegment(px: number, py: number, [ax, ay]: readonly number[], [bx, by]: readonly number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const t = Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

/** A dot; the image's margin is room for the halo. */
export function pointImage(): Image {
  const centre = POINT_IMAGE_SIZE / 2;
  return sdf(POINT_IMAGE_SIZE, (x, y) => Math.hypot(x - centre, y - centre) - 14);
}

/** A chevron pointing right: along a line, maplibre turns it to the line's direction. */
export function arrowImage(): Image {
  const tip = [15, 12];
  const arms = [[8, 5], [8, 19]];
  return sdf(24, (x, y) => Math.min(...arms.map((arm) => toSegment(x, y, arm, tip))) - 1.6);
}

export const SDF_IMAGES: [string, () => Image][] = [
  [POINT_IMAGE, pointImage],
  [ARROW_IMAGE, arrowImage],
];
