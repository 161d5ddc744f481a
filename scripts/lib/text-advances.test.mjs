import { describe, expect, it } from 'vitest';
import { GLYPH_SIZE } from '../../core/map/glyph-pbf.ts';
import { ADVANCES, EM, FIRST_CODE_POINT } from '../../core/map/static/text-advances.ts';
import { textAdvancesModule } from './text-advances.mjs';

/** The tables the generated module would hold for the installed font (its text before biome formats it). */
const generated = () => {
  const [, data = ''] = textAdvancesModule(GLYPH_SIZE).split('} = ');
  return JSON.parse(data.replace(/;\s*$/, ''));
};

const advance = (face, char) => ADVANCES[face][char.codePointAt(0) - FIRST_CODE_POINT];

describe('the letter widths the picture measures names by', () => {
  it('are those of the installed Noto Sans at the glyph ranges’ size (after an upgrade: node scripts/generate-tables.mjs)', () => {
    expect(EM).toBe(GLYPH_SIZE);
    expect(ADVANCES).toEqual(generated());
  });

  it('tell narrow letters from wide ones, bold wider, accented as their base letter', () => {
    expect(advance('regular', 'i')).toBeLessThan(advance('regular', 'n') / 2);
    expect(advance('regular', 'W')).toBeGreaterThan(advance('regular', 'n'));
    expect(advance('bold', 'n')).toBeGreaterThan(advance('regular', 'n'));
    expect(advance('regular', 'ü')).toBe(advance('regular', 'u'));
    expect(advance('regular', 'ñ')).toBe(advance('regular', 'n'));
    // The space a name breaks at, and a control character the font has no glyph for.
    expect(advance('regular', ' ')).toBeGreaterThan(0);
    expect(advance('regular', '\u0085')).toBe(0);
  });
});
