import { PbfReader, PbfWriter } from 'pbf';

// The glyph range format maplibre reads (fontstack name, range, glyphs with a signed distance field
// bitmap of (width + 2 * border) x (height + 2 * border) bytes). One codec for the build, which writes
// the ranges, the worker, which answers ranges the font lacks with an empty one, and the tests.

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

function readGlyph(tag: number, glyph: Glyph, pbf: PbfReader) {
  if (tag === 1) glyph.id = pbf.readVarint();
  else if (tag === 2) glyph.bitmap = pbf.readBytes();
  else if (tag === 3) glyph.width = pbf.readVarint();
  else if (tag === 4) glyph.height = pbf.readVarint();
  else if (tag === 5) glyph.left = pbf.readSVarint();
  else if (tag === 6) glyph.top = pbf.readSVarint();
  else if (tag === 7) glyph.advance = pbf.readVarint();
}

function readStack(tag: number, stack: GlyphRange, pbf: PbfReader) {
  if (tag === 1) stack.name = pbf.readString();
  else if (tag === 2) stack.range = pbf.readString();
  else if (tag === 3) stack.glyphs.push(pbf.readMessage(readGlyph, { id: 0, width: 0, height: 0, left: 0, top: 0, advance: 0 }));
}

export function decodeGlyphRange(bytes: Uint8Array): GlyphRange[] {
  const stacks: GlyphRange[] = [];
  new PbfReader(bytes).readFields((tag, _, pbf) => {
    if (tag === 1) stacks.push(pbf.readMessage(readStack, { name: '', range: '', glyphs: [] }));
  }, null);
  return stacks;
}

/** "0-255" for any code point in the block; maplibre asks for ranges of 256. */
export function rangeName(start: number): string {
  return `${start}-${start + 255}`;
}
