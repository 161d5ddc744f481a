import type { DecodedTile } from './basemap-scene';
import { type Camera, type LngLatBox, mercatorX, mercatorY, type TileSpot, WORLD_TILE } from './camera';
import { clipLine, clipRing, outside, type Rect } from './geometry';
import type { TileLayer } from './mvt';

// Where a site's archive stops, the map shows the world basemap beneath it (the style's first source,
// docs/decisions/051-protomaps-schema.md), and so must the picture, which draws both pyramids' tiles
// through the same layers at once: the world's land whole, beneath the archive's (the same fill, so
// the land goes on wherever the archive's earth stops, inside its bounds or beyond them), and its
// borders and lakes only outside the archive's bounds, where the map shows them uncovered
// (docs/decisions/064-picture-detail-and-seam.md).

/** The schema's land fill, the bottom layer of every flavour. */
const GROUND_LAYER = 'earth';
/**
 * The world's town names: a z6 tile holds thousands (about 5,500 over the Alps), and decoding them
 * costs tens of milliseconds, more than the rest of an archive's picture, for a few names at its edge.
 */
const NAMES_LAYER = 'places';

/** The world's source layers a picture over an archive reads: its land, and beyond the archive's bounds all but its names. */
export function worldLayers(wanted: ReadonlySet<string>, beyond: readonly Rect[]): Set<string> {
  if (beyond.length === 0) return new Set([GROUND_LAYER]);
  return new Set([...wanted].filter((name) => name !== NAMES_LAYER));
}

/** Pixels beyond the picture's edge the world is kept: as far as the scene draws features. */
const NEAR = 64;

/**
 * The parts of the picture's surroundings outside the box, in mercator units (0..1, y down): up to four
 * rectangles (west and east of it full height, north and south of it between), none when the box holds
 * the whole picture.
 */
export function beyondBox(camera: Camera, [west, south, east, north]: LngLatBox): Rect[] {
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const near: Rect = {
    left: camera.x - (camera.width / 2 + NEAR) / scale,
    right: camera.x + (camera.width / 2 + NEAR) / scale,
    top: camera.y - (camera.height / 2 + NEAR) / scale,
    bottom: camera.y + (camera.height / 2 + NEAR) / scale,
  };
  const [w, e, n, s] = [mercatorX(west), mercatorX(east), mercatorY(north), mercatorY(south)];
  const middle = { left: Math.max(w, near.left), right: Math.min(e, near.right) };
  return [
    { ...near, right: Math.min(w, near.right) },
    { ...near, left: Math.max(e, near.left) },
    { ...middle, top: near.top, bottom: Math.min(n, near.bottom) },
    { ...middle, top: Math.max(s, near.top), bottom: near.bottom },
  ].filter((r) => r.left < r.right && r.top < r.bottom);
}

/** The rectangles in one tile's units. */
function inTile(spot: TileSpot, extent: number, areas: readonly Rect[]): Rect[] {
  const tiles = 2 ** spot.z;
  const x = (m: number) => (m * tiles - spot.column) * extent;
  const y = (m: number) => (m * tiles - spot.y) * extent;
  return areas.map((r) => ({ left: x(r.left), right: x(r.right), top: y(r.top), bottom: y(r.bottom) }));
}

const within = (x: number, y: number, r: Rect) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

function cutFeature(feature: TileLayer['features'][number], rects: readonly Rect[]): number[][] {
  const { type, rings } = feature;
  if (type === 'Point') {
    return rings.flatMap((ring) => {
      const kept: number[] = [];
      for (let i = 0; i + 1 < ring.length; i += 2) if (rects.some((r) => within(ring[i]!, ring[i + 1]!, r))) kept.push(ring[i]!, ring[i + 1]!);
      return kept.length > 0 ? [kept] : [];
    });
  }
  return rects.flatMap((r) => rings.flatMap((ring) => (outside(ring, r) ? [] : type === 'Polygon' ? [clipRing(ring, r)].filter((cut) => cut.length > 0) : clipLine(ring, r))));
}

/** A world tile as the picture draws it beneath an archive: its land whole, the rest cut to the areas beyond the archive (mercator units). */
export function worldUnder(tile: DecodedTile, areas: readonly Rect[]): DecodedTile {
  const layers = new Map<string, TileLayer>();
  for (const [name, data] of tile.layers) {
    if (name === GROUND_LAYER) {
      layers.set(name, data);
      continue;
    }
    const rects = inTile(tile.spot, data.extent, areas);
    const features = data.features.flatMap((feature) => {
      const rings = cutFeature(feature, rects);
      // Named, not spread: a decoded feature reads its properties through a getter (mvt.ts). Its box stays
      // the uncut one, which only lets a little more through the picture's cull.
      return rings.length > 0 ? [{ type: feature.type, properties: feature.properties, bounds: feature.bounds, rings, ringsNear: (near: Rect) => rings.filter((ring) => !outside(ring, near)) }] : [];
    });
    layers.set(name, { extent: data.extent, features });
  }
  return { spot: tile.spot, layers };
}
