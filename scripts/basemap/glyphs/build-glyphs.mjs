// Writes <outdir>/<slug>/<start>-<end>.pbf for each map font and returns what it wrote, for the
// manifest. Fontstack names come from core/map/fonts.ts; slugs keep spaces out of asset paths.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontFiles, fontRanges } from './font-ranges.mjs';

/** The face of each role in core/map/fonts.ts MAP_FONTS. */
const FACES = {
  regular: { weight: 400, style: 'normal' },
  medium: { weight: 500, style: 'normal' },
  bold: { weight: 700, style: 'normal' },
  italic: { weight: 400, style: 'italic' },
};

const fontSlug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function glyphInputs() {
  return Object.values(FACES).flatMap(fontFiles);
}

/** codec: core/map/glyph-pbf.ts; fonts: core/map/fonts.ts MAP_FONTS. */
export function buildGlyphs(outdir, { codec, fonts }) {
  const written = {};
  for (const [role, name] of Object.entries(fonts)) {
    const slug = fontSlug(name);
    mkdirSync(join(outdir, slug), { recursive: true });
    const ranges = [];
    for (const { start, glyphs } of fontRanges(FACES[role], { size: codec.GLYPH_SIZE, border: codec.GLYPH_BORDER })) {
      const range = codec.rangeName(start);
      writeFileSync(join(outdir, slug, `${range}.pbf`), codec.encodeGlyphRange({ name, range, glyphs }));
      ranges.push(start);
    }
    written[name] = { slug, ranges };
  }
  return written;
}
