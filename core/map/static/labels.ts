import type { SceneText } from './scene';

// Label placement without overlaps, as maplibre's collision pass does it: candidates in priority order
// (the layer's sort key, then drawing order), each kept only when its box is free. Text widths are
// estimated from the font size: the picture names a system sans-serif, whose widths it cannot measure.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An average advance of a sans-serif letter, in ems. */
const ADVANCE = 0.56;

export function textBox(text: Pick<SceneText, 'x' | 'y' | 'text' | 'size' | 'letterSpacing' | 'anchor'>): Box {
  const width = text.text.length * text.size * (ADVANCE + (text.letterSpacing ?? 0));
  const left = text.anchor === 'middle' ? text.x - width / 2 : text.anchor === 'end' ? text.x - width : text.x;
  return { left, right: left + width, top: text.y - text.size * 0.8, bottom: text.y + text.size * 0.3 };
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

  /** Claims every box when all are free and inside the picture (a symbol's icon and name), else none. */
  claimAll(boxes: readonly Box[], allowOverlap = false): boolean {
    for (const box of boxes) {
      if (box.left < 0 || box.top < 0 || box.right > this.width || box.bottom > this.height) return false;
      if (!allowOverlap && this.boxes.some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom)) return false;
    }
    this.boxes.push(...boxes);
    return true;
  }
}
