import { PbfReader } from 'pbf';

// Mapbox Vector Tile 2 decoding, as much as a static picture needs: per layer, each feature's
// properties, type and geometry as rings of tile units. Layers a picture does not draw are skipped
// without decoding their features.

type TileGeometryType = 'Point' | 'LineString' | 'Polygon';

interface TileFeature {
  type: TileGeometryType;
  readonly properties: Record<string, unknown>;
  /** Flat [x0, y0, x1, y1, ...] per ring or line, in tile units (0..extent). */
  rings: number[][];
  /** [left, top, right, bottom] of all its rings, in tile units. */
  bounds: readonly [number, number, number, number];
}

export interface TileLayer {
  extent: number;
  features: TileFeature[];
}

const TYPES: (TileGeometryType | undefined)[] = [undefined, 'Point', 'LineString', 'Polygon'];

interface RawFeature {
  tags: number[];
  type: number;
  geometry: number[];
}

interface RawLayer {
  name: string;
  extent: number;
  keys: string[];
  values: unknown[];
  features: RawFeature[];
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

function readFeature(tag: number, feature: RawFeature, pbf: PbfReader) {
  if (tag === 2) pbf.readPackedVarint(feature.tags);
  else if (tag === 3) feature.type = pbf.readVarint();
  else if (tag === 4) pbf.readPackedVarint(feature.geometry);
}

function readLayer(tag: number, layer: RawLayer, pbf: PbfReader) {
  if (tag === 1) layer.name = pbf.readString();
  else if (tag === 2) layer.features.push(pbf.readMessage(readFeature, { tags: [], type: 0, geometry: [] }));
  else if (tag === 3) layer.keys.push(pbf.readString());
  else if (tag === 4) layer.values.push(pbf.readMessage(readValueField, { value: null }).value);
  else if (tag === 5) layer.extent = pbf.readVarint();
}

/**
 * A decoded feature whose properties are read from the layer's keys and values when first asked for:
 * most of the features of the tiles a picture covers lie outside it, and a place's or road's names in
 * every language make their property objects the costliest part of a tile to decode.
 */
class Feature implements TileFeature {
  readonly rings: number[][] = [];
  bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  private read?: Record<string, unknown>;

  constructor(
    readonly type: TileGeometryType,
    private readonly tags: readonly number[],
    private readonly layer: RawLayer,
    commands: readonly number[],
  ) {
    this.decode(commands);
  }

  get properties(): Record<string, unknown> {
    if (!this.read) {
      const { tags, layer } = this;
      const properties: Record<string, unknown> = {};
      for (let i = 0; i + 1 < tags.length; i += 2) properties[layer.keys[tags[i]!]!] = layer.values[tags[i + 1]!];
      this.read = properties;
    }
    return this.read;
  }

  /** Command integers (MoveTo, LineTo, ClosePath) to rings of absolute tile coordinates, and their bounds. */
  private decode(commands: readonly number[]) {
    let ring: number[] | undefined;
    let x = 0;
    let y = 0;
    let [left, top, right, bottom] = this.bounds;
    for (let i = 0; i < commands.length; ) {
      const command = commands[i]! & 7;
      const count = commands[i]! >> 3;
      i++;
      if (command === 7) {
        if (ring && ring.length >= 2) ring.push(ring[0]!, ring[1]!);
        continue;
      }
      for (let n = 0; n < count; n++) {
        x += (commands[i]! >>> 1) ^ -(commands[i]! & 1);
        y += (commands[i + 1]! >>> 1) ^ -(commands[i + 1]! & 1);
        i += 2;
        if (command === 1) {
          ring = [];
          this.rings.push(ring);
        }
        ring!.push(x, y);
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
    this.bounds = [left, top, right, bottom];
  }
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
    const raw = pbf.readFields(readLayer, { name: '', extent: 4096, keys: [], values: [], features: [] } as RawLayer, end);
    if (!wanted.has(raw.name)) continue;
    const features: TileFeature[] = [];
    for (const feature of raw.features) {
      const type = TYPES[feature.type];
      if (type) features.push(new Feature(type, feature.tags, raw, feature.geometry));
    }
    layers.set(raw.name, { extent: raw.extent, features });
  }
  return layers;
}
