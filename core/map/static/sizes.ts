// The static map's pixel size per map layout (docs/decisions/031-static-maps.md). The map box takes
// the picture's aspect ratio (public/styles/site.css), so the interactive map opens over the same
// area at the width the page gives it. Sizes are about the box's width on a desktop page; an embed's
// is its box in the embed code's default frame (480 px wide, ui/components/EmbedFrame.tsx); a card's
// is its image slot (16:10, public/styles/cards.css), where a site draws entries without a photo: the
// slot's width in a row of cards (24rem, ui/components/EntryImage.tsx), so its names and marks show
// at about their own size there and on a phone, where a slot twice as wide drew them at half size.

export type MapLayout = 'page' | 'index' | 'split' | 'entry' | 'embed' | 'card';

export const MAP_LAYOUTS = ['page', 'index', 'split', 'entry', 'embed', 'card'] as const satisfies readonly MapLayout[];

export interface PictureFrame {
  width: number;
  height: number;
  /**
   * Room kept clear of features at the picture's foot, in its pixels: where the map waits for the
   * visitor, the control that starts it stands over the bottom centre, and a route ending there was
   * hidden under it; a frame narrower than one line of the credits keeps room for their second line
   * (a card's two lines would otherwise cover a route's end marker).
   */
  foot?: number;
  /**
   * The band of the control that starts the map (`.feature-map__start` in public/styles/site.css, 1rem
   * up and about 2.6rem tall): the credits stand above it. Beside it they would do on a desktop's
   * picture, but not on a phone's, where their lines reach the middle.
   */
  control?: number;
}

/** The credits' text size, and the pixels between their lines' baselines (ui/components/StaticMapSvg.tsx). */
export const CREDIT_SIZE = 10;
export const CREDIT_LINE = CREDIT_SIZE + 2;

const START_CONTROL = 60;

/** Where the map waits for the visitor, in a frame as wide as one line of credits, and in a narrower one. */
const WAITS = { foot: START_CONTROL, control: START_CONTROL };
const WAITS_NARROW = { foot: START_CONTROL + CREDIT_LINE, control: START_CONTROL };

export const STATIC_MAP_SIZES: Record<MapLayout, PictureFrame> = {
  page: { width: 1120, height: 640 },
  index: { width: 1120, height: 560 },
  split: { width: 640, height: 640, ...WAITS },
  entry: { width: 1120, height: 480, ...WAITS },
  embed: { width: 448, height: 240, ...WAITS_NARROW },
  card: { width: 384, height: 240, foot: 16 },
};

/**
 * The screens a phone's box is drawn for: the stylesheet's phone breakpoint (public/styles/site.css
 * gives each box its frame's shape under it). A page's map section is drawn a second time in a frame
 * of about a phone's box, offered to these screens: in its desktop frame a phone showed it at a third
 * to a half of its size (names of 4-6 px), cropped its sides, and where the map waits for the visitor
 * its control covered a quarter of what was left. The map page's is taller than wide: it is the page.
 */
export const NARROW_SCREEN = '(max-width: 40em)';

export const NARROW_SIZES: Partial<Record<MapLayout, PictureFrame>> = {
  page: { width: 400, height: 500 },
  index: { width: 400, height: 400 },
  split: { width: 400, height: 400, ...WAITS_NARROW },
  entry: { width: 400, height: 300, ...WAITS_NARROW },
};
