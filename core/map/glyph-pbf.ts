import { PbfWriter } from 'pbf';

// The glyph range format maplibre reads (fontstack name, range, glyphs with a signed distance field
// bitmap of (width + 2 * border) x (height + 2 * border) bytes). One encoder for the build, which writes
// the ranges, and the worker, which answers ranges the font lacks with an empty one.

/** Pixels of distance field around each glyph's box, as maplibre expects. */
export const GLYPH_BORDER = 3;
/** The em size glyphs are rasterised at; maplibre scales from it. */
export const GLYPH_SIZE = 24;

export interface Glyph {
  id: number;
  bitmap?: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

export interface GlyphRange {
  name: string;
  range: string;
  glyphs: Glyph[];
}

function writeGlyph(glyph: Glyph, pbf: PbfWriter) {
  pbf.writeVarintField(1, glyph.id);
  if (glyph.bitmap && glyph.bitmap.length > 0) pbf.writeBytesField(2, glyph.bitmap);
  pbf.writeVarintField(3, glyph.width);
  pbf.writeVarintField(4, glyph.height);
  pbf.writeSVarintField(5, glyph.left);
  pbf.writeSVarintField(6, glyph.top);
  pbf.writeVarintField(7, glyph.advance);
}

function writeStack(stack: GlyphRange, pbf: PbfWriter) {
  pbf.writeStringField(1, stack.name);
  pbf.writeStringField(2, stack.range);
  for (const glyph of stack.glyphs) pbf.writeMessage(3, writeGlyph, glyph);
}

export function encodeGlyphRange(stack: GlyphRange): Uint8Array {
  const pbf = new PbfWriter();
  pbf.writeMessage(1, writeStack, stack);
  return pbf.finish();
}

/** "0-255" for any code point in the block; maplibre asks for ranges of 256. */
export function rangeName(start: number): string {
  return `${start}-${start + 255}`;
}
