import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff';
import { FONT_FAMILY } from './layout';

// The product's face (Noto Sans, as the basemap's glyphs: scripts/basemap/glyphs/font-ranges.mjs),
// the Latin and Latin Extended subsets in the two weights the card uses. WOFF, not WOFF2: satori's
// font parser reads WOFF and OpenType only.
export const cardFonts = [
  { name: FONT_FAMILY, data: latin400, weight: 400 as const, style: 'normal' as const },
  { name: FONT_FAMILY, data: latin700, weight: 700 as const, style: 'normal' as const },
  { name: FONT_FAMILY, data: latinExt400, weight: 400 as const, style: 'normal' as const },
  { name: FONT_FAMILY, data: latinExt700, weight: 700 as const, style: 'normal' as const },
];
