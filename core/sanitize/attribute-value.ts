import { decodeNamedCharacterReference } from 'decode-named-character-reference';

// Attribute values arrive entity-encoded and possibly obfuscated (`&#106;avascript:`, `java&Tab;script:`).
// Decode what a browser would decode before judging a value, and encode everything we write back.
// Named references come from HTML's whole table (the one micromark already ships), so CMS text such
// as `Caf&eacute;` or `&rsquo;` reads as its author wrote it.

/** What browsers make of numeric references 0x80-0x9F: windows-1252's characters, as CMS exports expect. */
const WINDOWS_1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function fromCodePoint(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80]!;
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** The references HTML still decodes without their semicolon, when no letter, digit or `=` follows. */
const BARE = new Set(['amp', 'lt', 'gt', 'quot']);

export function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z][a-z0-9]*)(;|(?![a-z0-9=])))/gi, (match, hex?: string, decimal?: string, name?: string, semicolon?: string) => {
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (!semicolon && !BARE.has(name!)) return match;
    return decodeNamedCharacterReference(name!) || match;
  });
}

export function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtml(text: string): string {
  return encodeAttribute(text).replace(/'/g, '&#39;');
}
