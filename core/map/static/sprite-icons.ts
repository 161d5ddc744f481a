// The basemap sprite's icons as SVG path data, by the names a style's `icon-image` gives them, so the
// picture draws the icons maplibre draws from the sprite. The sprite's drawings fill this registry; a
// name it does not hold is not drawn (its label still is). scripts/basemap/sprite.mjs rasterises the
// same drawings into the sprite maplibre loads, so it reads only straight segments (M, L, Z).
import { POI_ICONS } from './poi-icons';
import { circle, star } from './sprite-shapes';

export interface SpriteIcon {
  /** The drawing's box, in its own units, centred on the symbol's point. */
  width: number;
  height: number;
  paths: readonly { d: string; fill: string }[];
}

const HALO = '#ffffff';
const INK = '#5c5866';

/**
 * The icons the @protomaps/basemaps flavours name: town dots, capitals, one-way arrows (drawn pointing
 * up, the layer turns them) and the points of interest (poi-icons.ts).
 */
export const SPRITE_ICONS: ReadonlyMap<string, SpriteIcon> = new Map<string, SpriteIcon>([
  [
    'townspot',
    {
      width: 12,
      height: 12,
      paths: [
        { d: circle(6, 6, 5.5, 24), fill: HALO },
        { d: circle(6, 6, 3.5, 24), fill: INK },
      ],
    },
  ],
  [
    'capital',
    {
      width: 16,
      height: 16,
      paths: [
        { d: circle(8, 8, 7.5, 24), fill: HALO },
        { d: star(8, 8.4, 6.5, 2.7), fill: INK },
      ],
    },
  ],
  [
    'arrow',
    {
      width: 10,
      height: 10,
      paths: [{ d: 'M5 1 L9 6 L6.2 6 L6.2 9 L3.8 9 L3.8 6 L1 6 Z', fill: '#9a9aa6' }],
    },
  ],
  ...POI_ICONS,
]);
