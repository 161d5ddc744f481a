// Glyph ranges for one face (weight and style) of Noto Sans (@fontsource/noto-sans, OFL). Fontsource splits the font
// into subsets by script; the Latin, Latin Extended and Vietnamese ones together cover the names the
// sites show (Spanish accents included), so each code point is taken from the first subset that has it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { glyphRings } from './outline.mjs';
import { glyphSdf } from './sdf.mjs';

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];

/** face: { weight: 400, style: 'normal' | 'italic' }. */
export function fontFiles({ weight, style }) {
  return SUBSETS.map((subset) => require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`));
}

function loadSubsets(face) {
  return fontFiles(face).map((file) => {
    const bytes = readFileSync(file);
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });
}

/** code point -> { font, index } over the subsets, first subset winning. */
function codePoints(fonts) {
  const map = new Map();
  for (const font of fonts) {
    for (const [code, index] of Object.entries(font.tables.cmap.glyphIndexMap)) {
      if (index > 0 && !map.has(Number(code))) map.set(Number(code), { font, index });
    }
  }
  return map;
}

/**
 * Yields { start, glyphs } for every block of 256 code points the font has glyphs in; glyphs as the
 * glyph range format wants them (core/map/glyph-pbf.ts).
 */
export function* fontRanges(face, { size, border }) {
  const points = codePoints(loadSubsets(face));
  const blocks = [...new Set([...points.keys()].map((code) => code - (code % 256)))].sort((a, b) => a - b);
  for (const start of blocks) {
    const glyphs = [];
    for (let code = start; code < start + 256; code++) {
      const hit = points.get(code);
      if (!hit) continue;
      const glyph = hit.font.glyphs.get(hit.index);
      const sdf = glyphSdf(glyphRings(glyph, hit.font.unitsPerEm, size), border);
      // maplibre reads a glyph's top from an origin the font's ascender above the baseline, as
      // server glyphs (fontnik) write it, and shifts its own browser-drawn glyphs by as much: a top
      // measured from the baseline lifts every label about an em above its point and its icon.
      const ascender = Math.round((hit.font.ascender * size) / hit.font.unitsPerEm);
      glyphs.push({ id: code, ...sdf, top: sdf.top - ascender, advance: advanceOf(hit, size) });
    }
    yield { start, glyphs };
  }
}

/** A glyph's advance in whole pixels at `size`, as its glyph range holds it and maplibre lays names out by. */
const advanceOf = ({ font, index }, size) => Math.round((font.glyphs.get(index).advanceWidth * size) / font.unitsPerEm);

/** code point -> advance, as the face's glyph ranges hold them (fontRanges), without drawing the glyphs. */
export function glyphAdvances(face, size) {
  return new Map([...codePoints(loadSubsets(face))].map(([code, hit]) => [code, advanceOf(hit, size)]));
}
