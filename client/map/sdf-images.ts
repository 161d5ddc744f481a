import { ARROW_IMAGE, POINT_IMAGE, POINT_IMAGE_SIZE } from '../../core/map/feature-layers';
import { ARROW, ARROW_SIZE, DOT, type Distance, FEATURE_ICONS, type FeatureIcon, iconImage } from '../../core/map/feature-icons';

// The features' images as signed distance fields: maplibre tints them per feature (icon-color) and
// rings them with a halo, so there is no sprite sheet to ship or fetch.

/** maplibre's SDF encoding (as its glyphs): the edge at alpha 191, 32 alpha steps a pixel. */
const EDGE = 191;
const STEP = 32;

type Image = { width: number; height: number; data: Uint8Array };

/** An image whose alpha at each pixel is its encoded distance outside the shape. */
function sdf(size: number, outside: Distance): Image {
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

export const SDF_IMAGES: [string, () => Image][] = [
  [POINT_IMAGE, () => sdf(POINT_IMAGE_SIZE, DOT)],
  [ARROW_IMAGE, () => sdf(ARROW_SIZE, ARROW)],
  ...Object.entries(FEATURE_ICONS).map(([icon, shape]): [string, () => Image] => [iconImage(icon as FeatureIcon), () => sdf(POINT_IMAGE_SIZE, shape)]),
];
