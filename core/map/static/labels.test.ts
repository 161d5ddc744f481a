import { describe, expect, it } from 'vitest';
import { type Anchor, anchored, justified, textBox, wrapName } from './labels';
import { type SceneText, tenth } from './scene';

// A name at 10 px, as wide as its letters' advances in Noto Sans (text-advances.ts, in 24ths of an em):
// "Naafkopf" N18 a13 a13 f8 k13 o15 p15 f8 = 103, 42.9 px; text-max-width 8 is 80 px.
const name = (text: string): Pick<SceneText, 'x' | 'y' | 'text' | 'size' | 'anchor' | 'lines' | 'lineHeight'> => ({ x: 100, y: 50, text, size: 10, anchor: 'start' });

describe("a name's box, as maplibre shapes it", () => {
  it('stands the side its anchor names on the point, a centred name its middle, the baseline 0.375 em below the middle', () => {
    const box = (anchor: Anchor) => textBox(anchored(name('Vaduz'), anchor, 100, 50, [0, 4]));
    // One line: a box 1.2 ems (12 px) high; the picture writes to a tenth of a pixel.
    expect(box('center').top).toBeCloseTo(44, 1);
    expect(box('center').bottom).toBeCloseTo(56, 1);
    expect(anchored(name('Vaduz'), 'center', 100, 50, [0, 0]).y).toBeCloseTo(53.8, 1);
    expect(box('top').top).toBeCloseTo(54, 1);
    expect(box('bottom').bottom).toBeCloseTo(46, 1);
    expect(box('left').left).toBeCloseTo(100, 1);
  });
});

describe("a point's name in lines, as maplibre wraps it at text-max-width", () => {
  it('keeps a name that fits, or that has nowhere to break, on one line', () => {
    expect(wrapName(name('Pfälzer Hütte'), 8, 1.2)).toEqual(name('Pfälzer Hütte'));
    expect(wrapName(name('Liechtensteinerstrasse'), 8, 1.2).lines).toBeUndefined();
  });

  it('breaks a wider one where a line may end, evening the lines out, the last better shorter', () => {
    // 80.4 px: two lines of about 40; "Naafkopf" is 42.9, "2571 m" (35 px) the shorter last line.
    expect(wrapName(name('Naafkopf 2571 m'), 8, 1.2)).toMatchObject({ lines: ['Naafkopf', '2571 m'], lineHeight: 1.2 });
    // 151.7 px: two lines of about 76, "Rotenboden to" 71.7 and "Drei Schwestern" 77.5 (its narrow
    // letters: at an average letter's width it was three).
    expect(wrapName(name('Rotenboden to Drei Schwestern'), 8, 1.2).lines).toEqual(['Rotenboden to', 'Drei Schwestern']);
    expect(wrapName(name('Rotenboden to Drei Schwestern'), 6, 1.2).lines).toEqual(['Rotenboden', 'to Drei', 'Schwestern']);
    // A hyphen ends its line and stays on it.
    expect(wrapName(name('Gamprin-Bendern'), 6, 1.2).lines).toEqual(['Gamprin-', 'Bendern']);
  });

  it('measures the block its lines take, and writes them from the side text-justify asks', () => {
    const lines = wrapName(name('Naafkopf 2571 m'), 8, 1.2);
    const box = textBox(lines);
    // Its second line 1.2 ems (12 px) below the first, each line's box 1.2 ems high, as maplibre shapes it.
    expect(box.bottom - box.top).toBeCloseTo(12 + 12);
    expect(box.right - box.left).toBeCloseTo((103 / 24) * 10);
    // Centred within a block that starts at x: each line written from the block's middle; the block stays put.
    const centred = justified(lines, 'center');
    expect(centred).toMatchObject({ anchor: 'middle', x: tenth(100 + ((103 / 24) * 10) / 2) });
    // The block stays put, to the tenth of a pixel the picture writes.
    for (const side of ['left', 'right', 'top', 'bottom'] as const) expect(textBox(centred)[side]).toBeCloseTo(box[side], 1);
    expect(justified(lines, 'left')).toBe(lines);
    expect(justified(name('Vaduz'), 'center')).toEqual(name('Vaduz'));
  });
});
