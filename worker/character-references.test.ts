import { characterEntities } from 'character-entities';
import { decodeNamedCharacterReference as packageDecode } from 'decode-named-character-reference';
import { describe, expect, it } from 'vitest';
import { decodeNamedCharacterReference } from './character-references';

describe('named character references for the bundled markdown renderer', () => {
  it('decode every name HTML defines as the package does (after an upgrade: node scripts/generate-tables.mjs)', () => {
    // Tests resolve the package itself (the alias is the deploy bundle's), so this compares two tables.
    expect(packageDecode).not.toBe(decodeNamedCharacterReference);
    const names = Object.keys(characterEntities);
    expect(names.length).toBeGreaterThan(2000);
    expect(names.filter((name) => decodeNamedCharacterReference(name) !== packageDecode(name))).toEqual([]);
  });

  it('keep texts of two code points and of code points past the basic plane', () => {
    expect(decodeNamedCharacterReference('nvlt')).toBe('<\u20d2');
    expect(decodeNamedCharacterReference('Tab')).toBe('\t');
    expect(decodeNamedCharacterReference('eacute')).toBe('é');
    expect(decodeNamedCharacterReference('notin')).toBe('∉');
    expect(decodeNamedCharacterReference('zopf')).toBe('\u{1d56b}');
  });

  it('refuse what is not a name, as the package does', () => {
    for (const value of ['', 'eacute;', 'Eacut', 'EACUTE', 'constructor', '__proto__', 'toString', '#233', '#xe9', 'foo']) {
      expect(decodeNamedCharacterReference(value)).toBe(false);
      expect(packageDecode(value)).toBe(false);
    }
  });
});
