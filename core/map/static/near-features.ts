import { type Camera, type TileSpot, WORLD_TILE } from './camera';
import type { FilterKey } from './filter-keys';
import { projectThin, type Rect } from './geometry';
import type { TileLayer } from './mvt';

// The part of a tile a picture draws from (basemap-scene.ts): the features of one of its source
// layers that come near the picture, found by their bounds and by the values their layers' filters
// ask for, and their rings in picture pixels, projected and thinned once whichever layers draw them.

/** Pixels a point may move when thinned: what a screen pixel can show. */
const TOLERANCE = 0.75;
/** Pixels beyond the picture's edge a feature may reach and still be drawn: wider than any stroke. */
const NEAR = 64;

type Transform = { ox: number; oy: number; k: number };

type TileFeature = TileLayer['features'][number];

/**
 * The features of one tile's source layer that come near the picture, and each one's rings in picture
 * pixels once a layer draws it. The tiles a camera covers reach well past its edges (at trail zoom most
 * of their area), and a source layer such as `roads` is read by dozens of layers: each feature's bounds
 * are checked once here, not its filter once per layer, and a road's casing and its fill share one
 * projection.
 */
export class NearFeatures {
  /** The offset and scale that take the tile's units to picture pixels. */
  readonly transform: Transform;
  readonly features: TileFeature[];
  private readonly pixels: (number[][] | undefined)[];
  /** The picture and its margin, in the tile's units. */
  private readonly near: Rect;

  constructor(data: TileLayer, spot: TileSpot, camera: Camera) {
    this.transform = tileTransform(spot, data.extent, camera);
    const { ox, oy, k } = this.transform;
    const near = { left: (-NEAR - ox) / k, top: (-NEAR - oy) / k, right: (camera.width + NEAR - ox) / k, bottom: (camera.height + NEAR - oy) / k };
    this.near = near;
    this.features = data.features.filter(({ bounds: [left, top, right, bottom] }) => right >= near.left && left <= near.right && bottom >= near.top && top <= near.bottom);
    this.pixels = new Array(this.features.length);
  }

  private readonly groups = new Map<string, Map<unknown, number[]>>();
  private readonly found = new Map<string, number[]>();

  /**
   * The indices, in order, of the features that can pass a filter with these keys (filter-keys.ts):
   * the fewest any one key allows. Without keys, every feature's.
   */
  candidates(keys: readonly FilterKey[]): readonly number[] | undefined {
    let fewest: number[] | undefined;
    for (const { property, values } of keys) {
      // Layers repeat keys (a road's casing and fill, its tunnel and bridge): each is worked out once.
      const name = values === undefined ? property : `${property}=${JSON.stringify(values)}`;
      let found = this.found.get(name);
      if (!found) {
        found = this.gather(property, values);
        this.found.set(name, found);
      }
      if (!fewest || found.length < fewest.length) fewest = found;
    }
    return fewest;
  }

  /** The indices, in order, of the features whose `property` has one of `values` (without: any value). */
  private gather(property: string, values: readonly unknown[] | undefined): number[] {
    const byValue = this.byValue(property);
    const found: number[] = [];
    if (values === undefined) {
      for (const [value, indices] of byValue) if (value !== undefined) for (const index of indices) found.push(index);
    } else {
      for (const value of values) for (const index of byValue.get(value) ?? []) found.push(index);
    }
    if (values === undefined || values.length > 1) found.sort((a, b) => a - b);
    return found;
  }

  /** The features' indices by their value of one property, grouped once for every layer that asks. */
  private byValue(property: string): Map<unknown, number[]> {
    let grouped = this.groups.get(property);
    if (!grouped) {
      grouped = new Map();
      for (let index = 0; index < this.features.length; index++) {
        const value = this.features[index]!.properties[property];
        const indices = grouped.get(value);
        if (indices) indices.push(index);
        else grouped.set(value, [index]);
      }
      this.groups.set(property, grouped);
    }
    return grouped;
  }

  /** The rings of feature `index` that come near the picture, in picture pixels, thinned to what a pixel shows. */
  rings(index: number): number[][] {
    let rings = this.pixels[index];
    if (!rings) {
      const { ox, oy, k } = this.transform;
      const tile = this.features[index]!.ringsNear(this.near);
      rings = new Array(tile.length);
      for (let i = 0; i < tile.length; i++) rings[i] = projectThin(tile[i]!, ox, oy, k, TOLERANCE);
      this.pixels[index] = rings;
    }
    return rings;
  }
}

/** The offset and scale that take a tile's units to picture pixels. */
function tileTransform(spot: TileSpot, extent: number, camera: Camera): Transform {
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const tileScale = scale / 2 ** spot.z;
  return {
    k: tileScale / extent,
    ox: spot.column * tileScale - (camera.x * scale - camera.width / 2),
    oy: spot.y * tileScale - (camera.y * scale - camera.height / 2),
  };
}
