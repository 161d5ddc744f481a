import { PbfReader } from 'pbf';
import type { Rect } from './geometry';

// Mapbox Vector Tile 2 decoding, as much as a static picture needs: per layer, each feature's
// properties, type and geometry as rings of tile units. Layers a picture does not draw are skipped
// without decoding their features.

type TileGeometryType = 'Point' | 'LineString' | 'Polygon';

interface TileFeature {
  type: TileGeometryType;
  readonly properties: Record<string, unknown>;
  /** Flat [x0, y0, x1, y1, ...] per ring or line, in tile units (0..extent). */
  readonly rings: number[][];
  /** [left, top, right, bottom] of all its rings, in tile units. */
  bounds: readonly [number, number, number, number];
  /** Its rings whose box meets `near` (tile units). */
  ringsNear(near: Rect): number[][];
}

export interface TileLayer {
  extent: number;
  features: TileFeature[];
}

const TYPES: (TileGeometryType | undefined)[] = [undefined, 'Point', 'LineString', 'Polygon'];

/**
 * A layer as read: its keys, and where each value and each feature's parts lie in the tile's bytes.
 * Most of the features of the tiles a picture covers lie outside it, so a feature's rings and
 * properties, and the values (a place's or road's names in every language, the costliest part of a
 * tile to decode), are read from the bytes only when first asked for.
 */
interface RawLayer {
  name: string;
  extent: number;
  keys: string[];
  /** Each value's message position, and its decoded value once read (until then undefined). */
  valueAt: number[];
  values: unknown[];
  features: Feature[];
  /** Reads the values. */
  pbf: PbfReader;
  /** Reads a feature's packed tags and geometry, apart from the values it looks up meanwhile. */
  packed: PbfReader;
}

/** A packed field's bytes: [start, end) in the tile. */
interface FeatureParts {
  type: number;
  tags: number;
  tagsEnd: number;
  geometry: number;
  geometryEnd: number;
}

function readValueField(tag: number, box: { value: unknown }, pbf: PbfReader) {
  if (tag === 1) box.value = pbf.readString();
  else if (tag === 2) box.value = pbf.readFloat();
  else if (tag === 3) box.value = pbf.readDouble();
  else if (tag === 4) box.value = pbf.readVarint(true);
  else if (tag === 5) box.value = pbf.readVarint();
  else if (tag === 6) box.value = pbf.readSVarint();
  else if (tag === 7) box.value = pbf.readBoolean();
}

function readFeature(tag: number, parts: FeatureParts, pbf: PbfReader) {
  if (tag === 3) parts.type = pbf.readVarint();
  else if (tag === 2 || tag === 4) {
    const end = pbf.readVarint() + pbf.pos;
    if (tag === 2) {
      parts.tags = pbf.pos;
      parts.tagsEnd = end;
    } else {
      parts.geometry = pbf.pos;
      parts.geometryEnd = end;
    }
    pbf.pos = end;
  }
}

/** One feature's parts at a time, refilled: a Feature keeps the numbers, not the object. */
const scratchParts: FeatureParts = { type: 0, tags: 0, tagsEnd: 0, geometry: 0, geometryEnd: 0 };

function readLayer(tag: number, layer: RawLayer, pbf: PbfReader) {
  if (tag === 1) layer.name = pbf.readString();
  else if (tag === 2) {
    scratchParts.type = 0;
    scratchParts.tags = scratchParts.tagsEnd = scratchParts.geometry = scratchParts.geometryEnd = 0;
    const parts = pbf.readMessage(readFeature, scratchParts);
    const type = TYPES[parts.type];
    if (type) layer.features.push(new Feature(type, layer, parts));
  } else if (tag === 3) layer.keys.push(pbf.readString());
  else if (tag === 4) {
    layer.valueAt.push(pbf.pos);
    pbf.pos = pbf.readVarint() + pbf.pos;
  } else if (tag === 5) layer.extent = pbf.readVarint();
}

/** The layer's value `index`, decoded when first read. */
function layerValue(layer: RawLayer, index: number): unknown {
  if (layer.values[index] === undefined) {
    layer.pbf.pos = layer.valueAt[index]!;
    layer.values[index] = layer.pbf.readMessage(readValueField, { value: null }).value;
  }
  return layer.values[index];
}

/**
 * The [left, top, right, bottom] of a feature's geometry commands (MoveTo, LineTo, ClosePath) from
 * `from` to `end`, in tile units. Every feature of a covering tile is measured, most of them never drawn:
 * one plain loop, no call per vertex.
 */
function geometryBounds(read: PbfReader, from: number, end: number): [number, number, number, number] {
  read.pos = from;
  let x = 0;
  let y = 0;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  while (read.pos < end) {
    const header = read.readVarint();
    if ((header & 7) === 7) continue;
    for (let n = header >>> 3; n > 0; n--) {
      x += read.readSVarint();
      y += read.readSVarint();
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return [left, top, right, bottom];
}

/** A decoded feature: its bounds at once, its rings and properties from the tile's bytes when first asked for. */
class Feature implements TileFeature {
  readonly bounds: [number, number, number, number];
  private readonly tags: number;
  private readonly tagsEnd: number;
  private readonly geometry: number;
  private readonly geometryEnd: number;
  private read?: Record<string, unknown>;
  private decoded?: DecodedRings;
  /** The rings last read near a box, with the box: a kept tile (worker/map/static-map-tiles.ts) is drawn at the same camera again, in another language or after a purge. */
  private nearby?: { near: Rect; rings: number[][] };

  constructor(
    readonly type: TileGeometryType,
    private readonly layer: RawLayer,
    { tags, tagsEnd, geometry, geometryEnd }: FeatureParts,
  ) {
    [this.tags, this.tagsEnd, this.geometry, this.geometryEnd] = [tags, tagsEnd, geometry, geometryEnd];
    this.bounds = geometryBounds(layer.packed, geometry, geometryEnd);
  }

  get properties(): Record<string, unknown> {
    if (!this.read) {
      const { layer } = this;
      const properties: Record<string, unknown> = {};
      const read = layer.packed;
      read.pos = this.tags;
      while (read.pos < this.tagsEnd) {
        const key = layer.keys[read.readVarint()]!;
        properties[key] = layerValue(layer, read.readVarint());
      }
      this.read = properties;
    }
    return this.read;
  }

  private get parts(): DecodedRings {
    this.decoded ??= readRings(this.layer.packed, this.geometry, this.geometryEnd);
    return this.decoded;
  }

  /** Its rings or lines: a MoveTo starts one, a ClosePath repeats its first point at its end. */
  get rings(): number[][] {
    return this.parts.rings;
  }

  ringsNear(near: Rect): number[][] {
    const [left, top, right, bottom] = this.bounds;
    if (left >= near.left && right <= near.right && top >= near.top && bottom <= near.bottom) return this.rings;
    const last = this.nearby;
    if (last && last.near.left === near.left && last.near.top === near.top && last.near.right === near.right && last.near.bottom === near.bottom) return last.rings;
    const { rings, boxes } = this.parts;
    const found = rings.filter((_, index) => {
      const at = index * 4;
      return !(boxes[at + 2]! < near.left || boxes[at]! > near.right || boxes[at + 3]! < near.top || boxes[at + 1]! > near.bottom);
    });
    this.nearby = { near: { left: near.left, top: near.top, right: near.right, bottom: near.bottom }, rings: found };
    return found;
  }
}

/** A feature's rings, each with its box: [left, top, right, bottom] per ring, one after another. */
interface DecodedRings {
  rings: number[][];
  boxes: number[];
}

/**
 * A feature's rings from its geometry commands, read once and kept with its kept tile: a tile's roads
 * of one kind are one feature of many lines (the reference tiler merges them), most of them far from
 * any one picture, and each camera after the first picks its own from the boxes without reading the
 * bytes again.
 */
function readRings(read: PbfReader, from: number, end: number): DecodedRings {
  const rings: number[][] = [];
  const boxes: number[] = [];
  let ring: number[] = [];
  let x = 0;
  let y = 0;
  read.pos = from;
  while (read.pos < end) {
    const header = read.readVarint();
    const command = header & 7;
    if (command === 7) {
      if (ring.length >= 2) ring.push(ring[0]!, ring[1]!);
      continue;
    }
    for (let n = header >>> 3; n > 0; n--) {
      x += read.readSVarint();
      y += read.readSVarint();
      if (command === 1) {
        ring = [];
        rings.push(ring);
        boxes.push(x, y, x, y);
      } else {
        const at = boxes.length - 4;
        if (x < boxes[at]!) boxes[at] = x;
        if (y < boxes[at + 1]!) boxes[at + 1] = y;
        if (x > boxes[at + 2]!) boxes[at + 2] = x;
        if (y > boxes[at + 3]!) boxes[at + 3] = y;
      }
      ring.push(x, y);
    }
  }
  return { rings, boxes };
}

/** The tile's layers among `wanted` (by name), decoded. */
export function decodeTile(bytes: Uint8Array, wanted: ReadonlySet<string>): Map<string, TileLayer> {
  const pbf = new PbfReader(bytes);
  const layers = new Map<string, TileLayer>();
  let field: number;
  while ((field = pbf.nextField())) {
    if (field !== 3) continue;
    const end = pbf.readVarint() + pbf.pos;
    // Encoders write a layer's name before its features (the world tiles after its version): a layer
    // the picture does not draw is skipped unread.
    const start = pbf.pos;
    let name: string | undefined;
    for (let tag = pbf.nextField(end); tag !== 0 && tag !== 2; tag = pbf.nextField(end)) {
      if (tag === 1) {
        name = pbf.readString();
        break;
      }
    }
    if (name !== undefined && !wanted.has(name)) {
      pbf.pos = end;
      continue;
    }
    pbf.pos = start;
    // Readers of its own: the layer's values and features read from the bytes later, at their own positions.
    const raw = pbf.readFields(readLayer, { name: '', extent: 4096, keys: [], valueAt: [], values: [], features: [], pbf: new PbfReader(bytes), packed: new PbfReader(bytes) } as RawLayer, end);
    if (!wanted.has(raw.name)) continue;
    layers.set(raw.name, { extent: raw.extent, features: raw.features });
  }
  return layers;
}
