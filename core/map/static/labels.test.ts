import { describe, expect, it } from 'vitest';
import { justified, textBox, wrapName } from './labels';
import type { SceneText } from './scene';

// A name at 10 px: 5.6 px a letter (labels.ts estimates widths), so text-max-width 8 holds 14 letters.
const name = (text: string): Pick<SceneText, 'x' | 'y' | 'text' | 'size' | 'anchor' | 'lines' | 'lineHeight'> => ({ x: 100, y: 50, text, size: 10, anchor: 'start' });

describe("a point's name in lines, as maplibre wraps it at text-max-width", () => {
  it('keeps a name that fits, or that has nowhere to break, on one line', () => {
    expect(wrapName(name('Pfälzer Hütte'), 8, 1.2)).toEqual(name('Pfälzer Hütte'));
    expect(wrapName(name('Liechtensteinerstrasse'), 8, 1.2).lines).toBeUndefined();
  });

  it('breaks a wider one where a line may end, evening the lines out, the last better shorter', () => {
    // 15 letters: two lines of about 42 px; "Naafkopf" is 45, "2571 m" the shorter last line.
    expect(wrapName(name('Naafkopf 2571 m'), 8, 1.2)).toMatchObject({ lines: ['Naafkopf', '2571 m'], lineHeight: 1.2 });
    // 29 letters: three lines of about 54 px.
    expect(wrapName(name('Rotenboden to Drei Schwestern'), 8, 1.2).lines).toEqual(['Rotenboden', 'to Drei', 'Schwestern']);
    // A hyphen ends its line and stays on it.
    expect(wrapName(name('Gamprin-Bendern'), 6, 1.2).lines).toEqual(['Gamprin-', 'Bendern']);
  });

  it('measures the block its lines take, and writes them from the side text-justify asks', () => {
    const lines = wrapName(name('Naafkopf 2571 m'), 8, 1.2);
    const box = textBox(lines);
    // Its second line 1.2 ems (12 px) below the first.
    expect(box.bottom - box.top).toBeCloseTo(10 * 1.1 + 12);
    expect(box.right - box.left).toBeCloseTo(8 * 5.6);
    // Centred within a block that starts at x: each line written from the block's middle; the block stays put.
    const centred = justified(lines, 'center');
    expect(centred).toMatchObject({ anchor: 'middle', x: 100 + (8 * 5.6) / 2 });
    expect(textBox(centred)).toEqual(box);
    expect(justified(lines, 'left')).toBe(lines);
    expect(justified(name('Vaduz'), 'center')).toEqual(name('Vaduz'));
  });
});
