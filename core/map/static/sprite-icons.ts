// The basemap sprite's icons as SVG path data, by the names a style's `icon-image` gives them, so the
// picture draws the icons maplibre draws from the sprite. The sprite's drawings fill this registry; a
// name it does not hold is not drawn (its label still is).

export interface SpriteIcon {
  /** The drawing's box, in its own units, centred on the symbol's point. */
  width: number;
  height: number;
  paths: readonly { d: string; fill: string }[];
}

export const SPRITE_ICONS: ReadonlyMap<string, SpriteIcon> = new Map();
