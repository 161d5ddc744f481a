// What a static map draws, bottom to top, as plain data: the SVG component (ui/static-map) writes it
// out, and tests read it without parsing markup.

interface ScenePath {
  kind: 'path';
  d: string;
  fill?: string;
  fillOpacity?: number;
  stroke?: string;
  strokeWidth?: number;
  strokeOpacity?: number;
  dash?: string;
  /** What it draws (a layer's id), so a reader of the picture can find the route among the roads. */
  layer: string;
}

interface SceneCircle {
  kind: 'circle';
  x: number;
  y: number;
  r: number;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  layer: string;
}

/** A point feature's icon (core/map/static/icon-paths.ts) centred on its point, with a halo. */
interface SceneIcon {
  kind: 'icon';
  x: number;
  y: number;
  /** The icon-size: its square drawn at this scale. */
  scale: number;
  /** Its image's square in pixels, 40 (the point image) unless given. */
  size?: number;
  /** Degrees clockwise: a path arrow turned to its line's direction. */
  rotate?: number;
  body: string;
  strokes: { d: string; width: number }[];
  fill: string;
  halo: string;
  haloWidth: number;
  layer: string;
}

/** A sprite icon (core/map/static/sprite-icons.ts) centred on its point, drawn at its icon-size. */
interface SceneSprite {
  kind: 'sprite';
  x: number;
  y: number;
  scale: number;
  width: number;
  height: number;
  paths: readonly { d: string; fill: string }[];
  layer: string;
}

export interface SceneText {
  kind: 'text';
  x: number;
  y: number;
  text: string;
  size: number;
  color: string;
  halo?: string;
  haloWidth?: number;
  bold?: boolean;
  letterSpacing?: number;
  /** Which end of the text `x` is: its start, middle or end, as SVG's `text-anchor`. */
  anchor: 'start' | 'middle' | 'end';
  /** Degrees about the text's middle: a name along its road or river. */
  rotate?: number;
  /** A point's name broken into lines (labels.ts `wrapName`), `y` the first one's baseline, each `lineHeight` ems below the last. */
  lines?: readonly string[];
  lineHeight?: number;
  layer: string;
}

export type SceneItem = ScenePath | SceneCircle | SceneIcon | SceneSprite | SceneText;

export interface StaticMapScene {
  width: number;
  height: number;
  background: string;
  items: SceneItem[];
  attribution: string;
}

/** Rounds to a tenth of a pixel: finer than any screen shows. */
export const tenth = (value: number) => Math.round(value * 10) / 10;
