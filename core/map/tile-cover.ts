// Web Mercator tiles over an area (the XYZ numbering every tile server and PMTiles archive uses,
// rows counted from the north): which tiles cover it at each zoom, and their URLs. Shared by the
// saved guides (client/offline/guide-plan.ts) and the worker that sizes an archive's tiles for them.

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

interface Tile {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator's limit: tiles end here. */
const MAX_LATITUDE = 85.0511287798;

/** The tile column of a longitude at zoom `z`. */
function tileX(lng: number, z: number): number {
  const n = 2 ** z;
  return Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
}

/** The tile row of a latitude at zoom `z` (rows count from the north). */
function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const clamped = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(clamped) + 1 / Math.cos(clamped)) / Math.PI) / 2) * n);
  return Math.min(n - 1, Math.max(0, y));
}

/** `bounds` grown by `fraction` of its width and height on each side (at least `minDegrees`), so the map pans a little past the route. */
export function padBounds([west, south, east, north]: Bounds, fraction: number, minDegrees = 0.01): Bounds {
  const dx = Math.max((east - west) * fraction, minDegrees);
  const dy = Math.max((north - south) * fraction, minDegrees);
  return [Math.max(-180, west - dx), Math.max(-MAX_LATITUDE, south - dy), Math.min(180, east + dx), Math.min(MAX_LATITUDE, north + dy)];
}

/** How many tiles cover `bounds` at zoom `z`. */
function tileCount(bounds: Bounds, z: number): number {
  const [west, south, east, north] = bounds;
  return (tileX(east, z) - tileX(west, z) + 1) * (tileY(south, z) - tileY(north, z) + 1);
}

/**
 * The tiles covering `bounds` from `minZoom` to `maxZoom`, zoom by zoom, stopping before the first
 * zoom that would take the count past `cap`: a long route keeps fewer close zooms rather than
 * failing. `maxZoom` is the deepest zoom kept (the list may stop earlier).
 */
export function tilesCovering(bounds: Bounds, minZoom: number, maxZoom: number, cap: number): { tiles: Tile[]; maxZoom: number } {
  const tiles: Tile[] = [];
  let deepest = minZoom - 1;
  for (let z = Math.max(0, minZoom); z <= maxZoom; z += 1) {
    if (tiles.length + tileCount(bounds, z) > cap) break;
    const [west, south, east, north] = bounds;
    for (let x = tileX(west, z); x <= tileX(east, z); x += 1) {
      for (let y = tileY(north, z); y <= tileY(south, z); y += 1) tiles.push({ z, x, y });
    }
    deepest = z;
  }
  return { tiles, maxZoom: deepest };
}

/** A tile's URL from the style source's template (`…/{z}/{x}/{y}.pbf?v=…`). */
export function tileUrl(template: string, { z, x, y }: Tile): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}
