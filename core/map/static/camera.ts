// The camera a static map is drawn at, which the interactive map then opens with: web mercator on
// maplibre's 512 px tiles, so a picture's zoom is the map's zoom and its pixels are the map's CSS pixels.

/** maplibre draws the world 512 px wide at zoom 0. */
export const WORLD_TILE = 512;
/** A picture fits its opening box with this padding on every side. */
const FIT_PADDING = 32;
const MAX_LAT = 85.051129;

/** [west, south, east, north] in degrees. */
export type LngLatBox = [number, number, number, number];

export interface Camera {
  /** The centre in mercator units (0..1 across the world, y down). */
  x: number;
  y: number;
  zoom: number;
  width: number;
  height: number;
}

export const mercatorX = (lng: number) => (lng + 180) / 360;
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The longitude and latitude of a mercator position. */
export function lngLatOf(x: number, y: number): [number, number] {
  return [x * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI];
}

/**
 * What a map opens on, whatever its box's size: the box it fits (with the padding below) and the
 * zooms the fit stays within. One opening gives the picture's camera and, through it, the
 * interactive map's (docs/decisions/049-one-map-camera.md).
 */
export interface MapOpening {
  box: LngLatBox;
  minZoom: number;
  maxZoom: number;
}

/**
 * maplibre's fitBounds: the box's centre at the centre of the padded picture, at the zoom that fits
 * it there, clamped. `foot` pixels at the bottom are kept clear as well, which lifts the box by half.
 */
export function fitCamera({ box, minZoom, maxZoom }: MapOpening, width: number, height: number, foot = 0): Camera {
  const [west, south, east, north] = box;
  const x0 = mercatorX(west);
  const x1 = mercatorX(east);
  const y0 = mercatorY(north);
  const y1 = mercatorY(south);
  const spanX = (x1 - x0) * WORLD_TILE;
  const spanY = (y1 - y0) * WORLD_TILE;
  const roomX = Math.max(1, width - 2 * FIT_PADDING);
  const roomY = Math.max(1, height - 2 * FIT_PADDING - foot);
  const fit = Math.log2(Math.min(spanX > 0 ? roomX / spanX : Infinity, spanY > 0 ? roomY / spanY : Infinity));
  const zoom = Math.max(minZoom, Math.min(maxZoom, fit));
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 + foot / 2 / (WORLD_TILE * 2 ** zoom), zoom, width, height };
}

/** [west, south, east, north] of what a camera shows. */
export function cameraBox(camera: Camera): LngLatBox {
  const half = (pixels: number) => pixels / 2 / (WORLD_TILE * 2 ** camera.zoom);
  const [west, north] = lngLatOf(camera.x - half(camera.width), camera.y - half(camera.height));
  const [east, south] = lngLatOf(camera.x + half(camera.width), camera.y + half(camera.height));
  return [west, south, east, north];
}

/** The picture's pixel of a mercator position. */
export function projector(camera: Camera): (x: number, y: number) => [number, number] {
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const left = camera.x * scale - camera.width / 2;
  const top = camera.y * scale - camera.height / 2;
  return (x, y) => [x * scale - left, y * scale - top];
}

/** The tiles of a pyramid (its zoom range) that cover the picture, at the zoom maplibre would ask for. */
export interface TileSpot {
  z: number;
  x: number;
  y: number;
  /** The tile's column unwrapped across the antimeridian: where it sits in the picture. */
  column: number;
}

export function coveringTiles(camera: Camera, minzoom: number, maxzoom: number): TileSpot[] {
  const z = Math.max(minzoom, Math.min(maxzoom, Math.floor(camera.zoom)));
  const tiles = 2 ** z;
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const toTile = (pixel: number, centre: number) => Math.floor(((centre * scale + pixel) / scale) * tiles);
  const [xa, xb] = [toTile(-camera.width / 2, camera.x), toTile(camera.width / 2, camera.x)];
  const [ya, yb] = [Math.max(0, toTile(-camera.height / 2, camera.y)), Math.min(tiles - 1, toTile(camera.height / 2, camera.y))];
  const out: TileSpot[] = [];
  for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) out.push({ z, x: ((x % tiles) + tiles) % tiles, y, column: x });
  return out;
}
