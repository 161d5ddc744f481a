import { type SceneText, tenth } from './scene';
import { ADVANCES, EM, FIRST_CODE_POINT } from './text-advances';

// Label placement without overlaps, as maplibre's collision pass does it: candidates in priority order
// (the layer's sort key, then drawing order), each kept only when its box is free. A name is as wide
// as maplibre lays it out: the sum of its letters' advances in Noto Sans, the map's font, which the
// picture names first (text-advances.ts); a letter beyond the table counts an average one.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An average advance of a Latin letter, in ems, for a character the table does not hold. */
const AVERAGE_ADVANCE = 0.56;

type Measured = Pick<SceneText, 'x' | 'y' | 'text' | 'size' | 'letterSpacing' | 'bold' | 'anchor' | 'lines' | 'lineHeight'>;

/** How far one character moves the next along, in pixels, in the text's face, size and letter spacing. */
function advancer(text: Pick<SceneText, 'size' | 'letterSpacing' | 'bold'>): (char: string) => number {
  const table = text.bold ? ADVANCES.bold : ADVANCES.regular;
  const spacing = text.letterSpacing ?? 0;
  return (char) => {
    const advance = table[char.codePointAt(0)! - FIRST_CODE_POINT];
    return text.size * ((advance ? advance / EM : AVERAGE_ADVANCE) + spacing);
  };
}

/** The widest of a name's lines, in pixels. */
function widthOf(text: Measured): number {
  const advance = advancer(text);
  let widest = 0;
  for (const line of text.lines ?? [text.text]) {
    let width = 0;
    for (const char of line) width += advance(char);
    widest = Math.max(widest, width);
  }
  return widest;
}

/**
 * Where maplibre writes a line's baseline, in ems of the text size below the line's middle: its glyphs
 * stand 17 of 24 px above the middle, each drawn from Noto Sans's ascender (26 px) above its baseline.
 */
export const BASELINE_BELOW_MIDDLE = 0.375;

/** maplibre's default `text-line-height`, in ems: a line's box is as high. */
const LINE_HEIGHT = 1.2;

/** Half a line's box, in ems. */
const halfLine = (text: Pick<Measured, 'lineHeight'>) => (text.lineHeight ?? LINE_HEIGHT) / 2;

/** How far a name's last line stands below its first, in pixels: what centring the lines on a point lifts them by twice. */
const linesDrop = (text: Pick<Measured, 'lines' | 'lineHeight' | 'size'>) => ((text.lines?.length ?? 1) - 1) * (text.lineHeight ?? 0) * text.size;

/** A name's box as maplibre shapes it: as wide as its widest line, each line a line's height around its middle. */
export function textBox(text: Measured): Box {
  const width = widthOf(text);
  const left = text.anchor === 'middle' ? text.x - width / 2 : text.anchor === 'end' ? text.x - width : text.x;
  const half = halfLine(text);
  return { left, right: left + width, top: text.y - text.size * (BASELINE_BELOW_MIDDLE + half), bottom: text.y + linesDrop(text) + text.size * (half - BASELINE_BELOW_MIDDLE) };
}

/**
 * An icon's collision box as maplibre makes it: the icon around its point (`half` its half-side, or
 * its half width and half height), grown by the layer's `icon-padding` (top, right, bottom, left; 2 px
 * on every side unless the style says otherwise).
 */
export function iconBox(x: number, y: number, half: number | readonly [number, number], padding: unknown): Box {
  const [rx, ry] = typeof half === 'number' ? [half, half] : half;
  const [top = 2, right = top, bottom = top, left = right] = Array.isArray(padding) ? (padding as number[]) : [];
  return { left: x - rx - left, top: y - ry - top, right: x + rx + right, bottom: y + ry + bottom };
}

/** The anchors maplibre's `text-variable-anchor` takes: which side of the name stands at the point. */
export type Anchor = 'center' | 'left' | 'right' | 'top' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * A name placed by its anchor, `gap` pixels off the point (across, down), as maplibre shapes it: the
 * side of its box the anchor names stands there, a centred name's middle on the point; a name in
 * lines stands on the point as one block.
 */
export function anchored<T extends Measured>(name: T, anchor: Anchor, x: number, y: number, gap: [number, number]): T {
  const [across, down] = gap;
  const horizontal = anchor.endsWith('left') ? 'start' : anchor.endsWith('right') ? 'end' : 'middle';
  const vertical = anchor.startsWith('top') ? 1 : anchor.startsWith('bottom') ? -1 : 0;
  const nx = horizontal === 'start' ? x + across : horizontal === 'end' ? x - across : x;
  const drop = linesDrop(name);
  const half = halfLine(name);
  const ny =
    vertical === 1
      ? y + down + name.size * (BASELINE_BELOW_MIDDLE + half)
      : vertical === -1
        ? y - down - name.size * (half - BASELINE_BELOW_MIDDLE) - drop
        : y + name.size * BASELINE_BELOW_MIDDLE - drop / 2;
  return { ...name, x: tenth(nx), y: tenth(ny), anchor: horizontal };
}

/**
 * A name's lines lined up within their block as `text-justify` says (maplibre's default centres them;
 * `auto` follows the anchor's side): the block stays where its anchor put it, only the side each line
 * is written from (SVG's `text-anchor`) and its `x` change.
 */
export function justified<T extends Measured>(text: T, justify: unknown): T {
  if (!text.lines || (justify !== 'left' && justify !== 'center' && justify !== 'right')) return text;
  const side = justify === 'left' ? 'start' : justify === 'right' ? 'end' : 'middle';
  if (side === text.anchor) return text;
  const width = widthOf(text);
  const fraction = { start: 0, middle: 0.5, end: 1 };
  return { ...text, anchor: side, x: tenth(text.x + (fraction[side] - fraction[text.anchor]) * width) };
}

/** Characters a line of a point's name may end on, as maplibre breaks it: spaces, hyphens, slashes and the like. */
const ENDS_A_LINE = new Set([' ', '&', ')', '+', '-', '/', '\u00ad', '\u00b7', '\u200b', '\u2010', '\u2013', '\u2027']);

interface LineBreak {
  /** Where the next line starts, in characters. */
  at: number;
  /** The width of the text before it, spaces not counted. */
  x: number;
  badness: number;
  prior?: LineBreak;
}

/**
 * A point's name in lines, as maplibre shapes one wider than its `text-max-width` (ems): as many lines
 * as that width needs, broken where a line may end so that they come out even, a last line better
 * shorter than the others than longer (the badness maplibre weighs each break by). A name that fits,
 * or has nowhere to break, stays one line.
 */
export function wrapName<T extends Measured>(text: T, maxWidth: number, lineHeight: number): T {
  const advance = advancer(text);
  const chars = [...text.text];
  let total = 0;
  for (const char of chars) total += advance(char);
  if (maxWidth <= 0 || total <= maxWidth * text.size) return text;
  const target = total / Math.ceil(total / (maxWidth * text.size));
  const badness = (width: number, last: boolean) => {
    const ragged = (width - target) ** 2;
    return last ? (width < target ? ragged / 2 : ragged * 2) : ragged;
  };
  const best = (at: number, x: number, breaks: readonly LineBreak[], last: boolean): LineBreak => {
    let chosen: LineBreak = { at, x, badness: badness(x, last) };
    for (const prior of breaks) {
      const score = badness(x - prior.x, last) + prior.badness;
      if (score <= chosen.badness) chosen = { at, x, badness: score, prior };
    }
    return chosen;
  };
  const breaks: LineBreak[] = [];
  let x = 0;
  chars.forEach((char, i) => {
    if (i > 0 && ENDS_A_LINE.has(chars[i - 1]!)) breaks.push(best(i, x, breaks, false));
    if (char.trim() !== '') x += advance(char);
  });
  const starts: number[] = [];
  for (let line = best(chars.length, x, breaks, true).prior; line; line = line.prior) starts.unshift(line.at);
  if (starts.length === 0) return text;
  const lines = [0, ...starts].map((start, i) =>
    chars
      .slice(start, starts[i] ?? chars.length)
      .join('')
      .trim(),
  );
  return { ...text, lines, lineHeight };
}

export class Placement {
  private readonly boxes: Box[] = [];

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  /** Claims the box when it is free and inside the picture. */
  claim(box: Box, allowOverlap = false): boolean {
    return this.claimAll([box], allowOverlap);
  }

  /**
   * A symbol placed as maplibre places an icon: shown when its box is free or it may overlap, its room
   * claimed unless it ignores placement. Unlike a name it may stand partly outside the picture, as
   * maplibre's collision grid reaches past the map's edges. Whether it shows.
   */
  place(box: Box, allowOverlap: boolean, ignorePlacement: boolean): boolean {
    if (!allowOverlap && this.meets(box)) return false;
    if (!ignorePlacement) this.boxes.push(box);
    return true;
  }

  private meets(box: Box): boolean {
    return this.boxes.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom);
  }

  /** Claims every box when all are free and inside the picture (a symbol's icon and name), else none. */
  claimAll(boxes: readonly Box[], allowOverlap = false): boolean {
    for (const box of boxes) {
      if (box.left < 0 || box.top < 0 || box.right > this.width || box.bottom > this.height) return false;
      if (!allowOverlap && this.meets(box)) return false;
    }
    this.boxes.push(...boxes);
    return true;
  }
}
