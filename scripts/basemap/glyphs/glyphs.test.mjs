import { describe, expect, it } from 'vitest';
import { encodeGlyphRange, GLYPH_BORDER, GLYPH_SIZE, rangeName } from '../../../core/map/glyph-pbf.ts';
import { decodeGlyphRange } from '../../../test/support/glyph-range.ts';
import { fontRanges } from './font-ranges.mjs';

// A generated range, through the glyph format and back, as maplibre will read it.

function range(face, start) {
  for (const generated of fontRanges(face, { size: GLYPH_SIZE, border: GLYPH_BORDER })) {
    if (generated.start === start) {
      const name = rangeName(start);
      const [stack] = decodeGlyphRange(encodeGlyphRange({ name: 'Noto Sans Regular', range: name, glyphs: generated.glyphs }));
      if (!stack) throw new Error(`range ${name} decodes to no font stack`);
      const glyph = (char) => {
        const found = stack.glyphs.find((g) => g.id === char.codePointAt(0));
        if (!found) throw new Error(`no glyph for ${char} in ${name}`);
        return found;
      };
      return { stack, glyph };
    }
  }
  throw new Error(`no range at ${start}`);
}

const pixel = (g, column, row) => g.bitmap[row * (g.width + 2 * GLYPH_BORDER) + column];

describe('glyph ranges from Noto Sans', () => {
  const regular = { weight: 400, style: 'normal' };
  const latin = range(regular, 0);

  it('decodes with its name, range and every printable Latin-1 character', () => {
    expect(latin.stack).toMatchObject({ name: 'Noto Sans Regular', range: '0-255' });
    for (const char of 'AZaz09.,;:!?¡¿ñÑáéíóúüÁÉÍÓÚÜ°') expect(() => latin.glyph(char), char).not.toThrow();
  });

  it('has 24 px metrics: cap height on the baseline, descenders below it, accents above', () => {
    const a = latin.glyph('A');
    // Tops count from the ascender (26 px above the baseline at 24 px), as maplibre reads them.
    expect(a).toMatchObject({ left: 0, top: 17 - 26, height: 17 });
    expect(a.width).toBeGreaterThanOrEqual(14);
    expect(a.advance).toBeGreaterThanOrEqual(14);
    const g = latin.glyph('g');
    expect(g.top - g.height).toBeLessThan(0);
    expect(latin.glyph('é').top).toBeGreaterThan(latin.glyph('e').top + 3);
    const space = latin.glyph(' ');
    expect(space).toMatchObject({ width: 0, height: 0 });
    expect(space.bitmap).toBeUndefined();
    expect(space.advance).toBeGreaterThan(4);
  });

  it('carries a signed distance field: high inside the ink, 191 at its edge, low outside', () => {
    for (const char of 'AIlgé') {
      const g = latin.glyph(char);
      expect(g.bitmap?.length, char).toBe((g.width + 2 * GLYPH_BORDER) * (g.height + 2 * GLYPH_BORDER));
    }
    const stem = latin.glyph('I');
    const middle = pixel(stem, GLYPH_BORDER + Math.floor(stem.width / 2), GLYPH_BORDER + Math.floor(stem.height / 2));
    expect(middle).toBeGreaterThan(191);
    expect(pixel(stem, 0, 0)).toBeLessThan(100);
    const values = [...(latin.glyph('A').bitmap ?? [])];
    expect(Math.max(...values)).toBeGreaterThan(191);
    expect(Math.min(...values)).toBeLessThan(64);
  });

  it('covers Latin Extended in the next range', () => {
    const extended = range(regular, 256);
    expect(extended.stack.range).toBe('256-511');
    for (const char of 'ĀŁőŒšž') expect(() => extended.glyph(char), char).not.toThrow();
  });

  it('draws the italic face slanted: its I leans right, so its top ink sits right of its bottom ink', () => {
    const inkColumns = (g, row) => [...Array(g.width + 2 * GLYPH_BORDER).keys()].filter((column) => pixel(g, column, row) > 191);
    const mean = (list) => list.reduce((sum, n) => sum + n, 0) / list.length;
    const lean = (g) => mean(inkColumns(g, GLYPH_BORDER + 1)) - mean(inkColumns(g, GLYPH_BORDER + g.height - 2));
    const italic = range({ weight: 400, style: 'italic' }, 0).glyph('I');
    expect(lean(italic)).toBeGreaterThan(1);
    expect(Math.abs(lean(latin.glyph('I')))).toBeLessThan(0.5);
  });
});
