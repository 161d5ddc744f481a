import { PbfReader } from 'pbf';
import type { Glyph, GlyphRange } from '../../core/map/glyph-pbf';

// Reads a glyph range back the way maplibre does, so tests check what the build and the worker write
// (core/map/glyph-pbf.ts) without the product carrying a decoder it never runs.

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
