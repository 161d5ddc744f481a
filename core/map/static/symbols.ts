import type { CompiledLayer, Evaluation } from './expression';
import { type Anchor, anchored, BASELINE_BELOW_MIDDLE, type Box, iconBox, justified, type Placement, textBox, wrapName } from './labels';
import type { SceneItem, SceneText } from './scene';
import { tenth } from './scene';
import type { SpriteIcon } from './sprite-icons';
import { num, str } from './compiled-layer';

// A symbol layer's features as candidates for the picture: a name (with its icon from the sprite) at a
// point, or a name along its road or river where the line is long and straight enough to hold it.
// Candidates are then placed as maplibre's collision pass places them: the top layer first, within a
// layer by its sort key, each kept only when all its boxes are free. A name with variable anchors
// (a Protomaps flavour's points of interest: right of the icon, else left of it) tries each in the
// style's order, so a hut's name crowded out on one side stands on the other, as in the map.

/** One place a symbol may stand: what it draws there and the room it takes. */
interface SymbolSpot {
  items: SceneItem[];
  boxes: Box[];
}

export interface SymbolCandidate {
  /** Placement order: the layer's index from the top, then the sort key, then the order found. */
  rank: [number, number, number];
  /** Where it may stand, in the style's order of preference: the first that fits is drawn. */
  spots: SymbolSpot[];
  /** A name and place that another tile's buffer repeats. */
  key: string;
}

const isBold = (fonts: unknown) => Array.isArray(fonts) && fonts.some((font) => /bold|medium|semibold/i.test(String(font)));

/** The first line of a name: a picture's text is one line, the map's second line is the local name. */
function firstLine(style: CompiledLayer, at: Evaluation): string {
  const value = style.layout('text-field', at);
  if (typeof value !== 'string') return '';
  const [line = ''] = value.split('\n').filter((part) => part.trim() !== '');
  const transform = style.layout('text-transform', at);
  return transform === 'uppercase' ? line.toUpperCase() : transform === 'lowercase' ? line.toLowerCase() : line;
}

function textAt(layer: string, style: CompiledLayer, at: Evaluation, text: string, x: number, y: number): SceneText {
  return {
    kind: 'text',
    layer,
    x: tenth(x),
    y: tenth(y),
    text,
    size: tenth(num(style.layout('text-size', at), 16)),
    color: str(style.paint('text-color', at), '#000000'),
    halo: str(style.paint('text-halo-color', at), 'rgba(0,0,0,0)'),
    haloWidth: num(style.paint('text-halo-width', at), 0),
    bold: isBold(style.layout('text-font', at)),
    letterSpacing: num(style.layout('text-letter-spacing', at), 0),
    anchor: 'middle',
  };
}

const padded = (box: Box, pad: number): Box => ({ left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad });

/** maplibre's baseline offset of a name above or below its point, in ems (7 of 24 px). */
const BASELINE_OFFSET = 7 / 24;

const ANCHORS = new Set<unknown>(['center', 'left', 'right', 'top', 'bottom', 'top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** A point's symbol: its icon when the sprite has it, its name beside or below (or where its variable anchors allow). */
export function pointSymbol(layer: string, style: CompiledLayer, at: Evaluation, x: number, y: number, icons: ReadonlyMap<string, SpriteIcon>): Omit<SymbolCandidate, 'rank'> | undefined {
  const items: SceneItem[] = [];
  const boxes: Box[] = [];
  const image = style.layout('icon-image', at);
  const icon = typeof image === 'string' ? icons.get(image) : undefined;
  if (icon) {
    const scale = num(style.layout('icon-size', at), 1);
    const [w, h] = [icon.width * scale, icon.height * scale];
    items.push({ kind: 'sprite', layer, x: tenth(x), y: tenth(y), scale, width: icon.width, height: icon.height, paths: icon.paths });
    boxes.push(iconBox(x, y, [w / 2, h / 2], style.layout('icon-padding', at)));
  }
  const text = firstLine(style, at);
  const key = `${text}|${image}|${Math.round(x)}|${Math.round(y)}`;
  if (!text) return items.length > 0 ? { spots: [{ items, boxes }], key } : undefined;
  const size = num(style.layout('text-size', at), 16);
  const offset = style.layout('text-offset', at);
  const [dx = 0, dy = 0] = Array.isArray(offset) ? offset.map(Number) : [];
  const name = wrapName(textAt(layer, style, at, text, 0, 0), num(style.layout('text-max-width', at), 10), num(style.layout('text-line-height', at), 1.2));
  const justify = style.layout('text-justify', at);
  // A name's collision box is its text grown by the layer's text-padding, as maplibre's.
  const padding = num(style.layout('text-padding', at), 2);
  const spot = (label: SceneText): SymbolSpot => ({ items: [...items, justified(label, justify === 'auto' ? undefined : justify)], boxes: [...boxes, padded(textBox(label), padding)] });
  const radial = num(style.layout('text-radial-offset', at), 0) * size;
  // maplibre moves a name off its point by the radial offset when the style gives one (along the
  // diagonal to a corner's anchor), else by the text offset, whatever icon stands at the point; a
  // name above or below it comes nearer by its baseline offset, 7 of 24 px, as a line's box reaches
  // above its letters.
  const away = (anchor: Anchor): [number, number] => {
    const along = anchor.includes('-') ? radial / Math.SQRT2 : radial;
    const [across, down] = radial > 0 ? [along, along] : [Math.abs(dx) * size, Math.abs(dy) * size];
    return [across, down - BASELINE_OFFSET * size];
  };
  const variable = style.layout('text-variable-anchor', at);
  const anchors = (Array.isArray(variable) ? variable : []).filter((anchor): anchor is Anchor => ANCHORS.has(anchor));
  if (anchors.length > 0) {
    // With variable anchors the offset is a distance from the point, and maplibre moves the name by
    // half its collision box, which the text's padding widens on each side.
    const gap = (anchor: Anchor): [number, number] => {
      const [across, down] = away(anchor);
      return [across + padding, down + padding];
    };
    return { spots: anchors.map((anchor) => spot(anchored(name, anchor, x, y, gap(anchor)))), key };
  }
  // One anchor: the name stands on its side of the point, moved by the text offset as the style
  // writes it (signed), or the radial offset away from the point.
  const fixed = style.layout('text-anchor', at);
  const anchor = ANCHORS.has(fixed) ? (fixed as Anchor) : 'center';
  const label = radial > 0 ? anchored(name, anchor, x, y, away(anchor)) : anchored(name, anchor, x + dx * size, y + dy * size, [0, 0]);
  return { spots: [spot(label)], key };
}

/** Where a name of this width fits along the longest of the lines: its middle and angle, if straight enough. */
function alongLine(lines: readonly number[][], width: number): { x: number; y: number; angle: number } | undefined {
  let best: { points: number[]; length: number } | undefined;
  for (const points of lines) {
    let length = 0;
    for (let i = 2; i < points.length; i += 2) length += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
    if (!best || length > best.length) best = { points, length };
  }
  if (!best || best.length < width * 1.2) return undefined;
  const { points, length } = best;
  const at = (distance: number): [number, number] => {
    let walked = 0;
    for (let i = 2; i < points.length; i += 2) {
      const step = Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
      if (walked + step >= distance && step > 0) {
        const t = (distance - walked) / step;
        return [points[i - 2]! + t * (points[i]! - points[i - 2]!), points[i - 1]! + t * (points[i + 1]! - points[i - 1]!)];
      }
      walked += step;
    }
    return [points[points.length - 2]!, points[points.length - 1]!];
  };
  const [ax, ay] = at(length / 2 - width / 2);
  const [bx, by] = at(length / 2 + width / 2);
  // A bend under the name would bend its letters off the line: only straight stretches hold one.
  if (Math.hypot(bx - ax, by - ay) < width * 0.9) return undefined;
  let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle < -90) angle += 180;
  const [x, y] = at(length / 2);
  return { x, y, angle };
}

/** A line's name along it, rotated to the line and kept upright. */
export function lineSymbol(layer: string, style: CompiledLayer, at: Evaluation, lines: readonly number[][]): Omit<SymbolCandidate, 'rank'> | undefined {
  const text = firstLine(style, at);
  if (!text) return undefined;
  const size = num(style.layout('text-size', at), 16);
  const plain = textAt(layer, style, at, text, 0, 0);
  const box = textBox(plain);
  const width = box.right - box.left;
  const spot = alongLine(lines, width);
  if (!spot) return undefined;
  const label: SceneText = { ...plain, x: tenth(spot.x), y: tenth(spot.y + size * BASELINE_BELOW_MIDDLE), ...(Math.abs(spot.angle) >= 1 ? { rotate: Math.round(spot.angle) } : {}) };
  // The rotated name's bounds: wider than the letters on a diagonal, never narrower.
  const radians = (spot.angle * Math.PI) / 180;
  const [halfW, halfH] = [width / 2, (size * 1.1) / 2];
  const [ex, ey] = [Math.abs(Math.cos(radians)) * halfW + Math.abs(Math.sin(radians)) * halfH, Math.abs(Math.sin(radians)) * halfW + Math.abs(Math.cos(radians)) * halfH];
  const pad = num(style.layout('text-padding', at), 2);
  return {
    spots: [{ items: [label], boxes: [{ left: spot.x - ex - pad, top: spot.y - ey - pad, right: spot.x + ex + pad, bottom: spot.y + ey + pad }] }],
    key: `${text}|line|${Math.round(spot.x / 64)}|${Math.round(spot.y / 64)}`,
  };
}

/** Places the candidates in maplibre's order of precedence; what fits is drawn, the rest dropped. */
export function placeSymbols(candidates: SymbolCandidate[], placement: Placement): SceneItem[] {
  candidates.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2]);
  const seen = new Set<string>();
  const placed: SceneItem[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.key)) continue;
    seen.add(candidate.key);
    const spot = candidate.spots.find(({ boxes }) => placement.claimAll(boxes));
    if (spot) placed.push(...spot.items);
  }
  return placed;
}
