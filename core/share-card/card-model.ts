import * as z from 'zod';

// The card worker's input: everything the card shows, resolved by the site worker (titles in the
// page's language, facts formatted, pictures as bytes). The card worker fetches nothing.

const MAX_PICTURE_CHARS = 3_000_000;
const colour = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour (#rgb or #rrggbb)');
const rasterDataUri = z
  .string()
  .max(MAX_PICTURE_CHARS)
  .regex(/^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+=*$/, 'a base64 PNG or JPEG data URI');
const svgDataUri = z
  .string()
  .max(MAX_PICTURE_CHARS)
  .regex(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/, 'a base64 SVG data URI');

export const cardModelSchema = z.object({
  /** The page's language (the card's text is already in it). */
  locale: z.string().min(2).max(12),
  site: z.object({
    name: z.string().trim().min(1).max(120),
    /** The site's logo: drawn inside the card, never the card itself. */
    logo: z.union([rasterDataUri, svgDataUri]).optional(),
  }),
  title: z.string().trim().min(1).max(500),
  /** A line above the title: an entry's type ("Trail"). */
  kicker: z.string().trim().max(80).optional(),
  /** A line under the title where there are no facts: the site's description on its home page. */
  subtitle: z.string().trim().max(300).optional(),
  /** An entry's key facts in display text (a trail's length, gain, difficulty). */
  facts: z
    .array(z.object({ label: z.string().trim().min(1).max(80), value: z.string().trim().min(1).max(120) }))
    .max(4)
    .default([]),
  /** The entry's raster image, shown in the picture panel when there is no map. */
  image: rasterDataUri.optional(),
  /** The entry's static map as SVG markup: shown in the picture panel before any image. */
  mapSvg: z
    .string()
    .max(MAX_PICTURE_CHARS)
    .regex(/^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/, 'SVG markup starting with <svg')
    .optional(),
  /**
   * The static map's data credits ("© OpenStreetMap contributors · …"), written over the map by the
   * card itself: the rasteriser has no fonts, so the map's own credit text would not show.
   */
  mapCredit: z.string().trim().min(1).max(200).optional(),
  theme: z.object({ primary: colour, accent: colour, text: colour, background: colour }),
});

export type CardModel = z.input<typeof cardModelSchema>;
export type ParsedCardModel = z.output<typeof cardModelSchema>;

/** The card's pixel size: what og:image:width and og:image:height declare. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The picture panel on the card's right: a static map is drawn at this size. */
export const CARD_PANEL = { width: 500, height: CARD_HEIGHT } as const;
