// The basemap sprite's icons as SVG path data, by the names a style's `icon-image` gives them, so the
// picture draws the icons maplibre draws from the sprite. The sprite's drawings fill this registry; a
// name it does not hold is not drawn (its label still is). scripts/basemap/sprite.mjs rasterises the
// same drawings into the sprite maplibre loads, so it reads only straight segments (M, L, Z).

export interface SpriteIcon {
  /** The drawing's box, in its own units, centred on the symbol's point. */
  width: number;
  height: number;
  paths: readonly { d: string; fill: string }[];
}

/** A circle as a polygon fine enough for an icon of a few pixels. */
function circle(cx: number, cy: number, r: number, sides = 24): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    return `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join(' L')} Z`;
}

/** A five-pointed star, point up. */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (Math.PI * i) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join(' L')} Z`;
}

const HALO = '#ffffff';
const INK = '#5c5866';

/** The icons the @protomaps/basemaps flavours name: town dots, capitals and one-way arrows (drawn pointing up, the layer turns them). */
export const SPRITE_ICONS: ReadonlyMap<string, SpriteIcon> = new Map<string, SpriteIcon>([
  [
    'townspot',
    {
      width: 12,
      height: 12,
      paths: [
        { d: circle(6, 6, 5.5), fill: HALO },
        { d: circle(6, 6, 3.5), fill: INK },
      ],
    },
  ],
  [
    'capital',
    {
      width: 16,
      height: 16,
      paths: [
        { d: circle(8, 8, 7.5), fill: HALO },
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
]);
