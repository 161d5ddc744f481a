import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDocument } from './ics-text';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('foldLine', () => {
  it('leaves a line of at most 75 octets alone', () => {
    expect(foldLine(`SUMMARY:${'a'.repeat(67)}`)).toBe(`SUMMARY:${'a'.repeat(67)}`);
    expect(foldLine('SUMMARY:Café')).toBe('SUMMARY:Café');
  });

  it.each([
    ['ASCII', `DESCRIPTION:${'The towpath runs beside the canal for miles. '.repeat(6)}`],
    ['accents', `DESCRIPTION:${'Señalización del café junto al muelle, año tras año. '.repeat(5)}`],
    ['three-octet characters', `SUMMARY:${'—東京…'.repeat(30)}`],
    ['surrogate pairs', `SUMMARY:${'🥾 hike 🏞️ '.repeat(20)}`],
  ])('folds %s into lines of at most 75 octets, never inside a character, and unfolds to the same line', (_, line) => {
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of lines.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Full lines: a fold happens only when the next character would not fit.
    for (const part of lines.slice(0, -1)) expect(octets(part)).toBeGreaterThan(71);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\ufffd');
  });
});

describe('icsDocument', () => {
  it('ends every content line with CRLF and escapes TEXT', () => {
    expect(icsDocument(['BEGIN:VCALENDAR', `SUMMARY:${escapeText('a;b,c\\d\ne')}`, 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nSUMMARY:a\\;b\\,c\\\\d\\ne\r\nEND:VCALENDAR\r\n');
  });
});
