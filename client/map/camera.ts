import { type Camera, type LngLatBox, mercatorX, mercatorY } from '../../core/map/static/camera';
import type { FeatureMapProps, MapPicture, PictureView } from '../../ui/islands/map-props';

type Box = [[number, number], [number, number]];

const clampLng = (value: number) => Math.max(-180, Math.min(180, value));
const clampLat = (value: number) => Math.max(-85, Math.min(85, value));

/**
 * How far the map may pan: the site's bounding box joined with the other boxes given (its features',
 * the opening view's), with its own width and height again on every side, so visitors can look around
 * the region but not lose it. The opening view is inside it: maplibre would otherwise move the map
 * off the picture's camera to keep its view within these bounds.
 */
export function panBounds(site: FeatureMapProps['settings']['bounds'], ...boxes: (LngLatBox | undefined)[]): Box {
  let [[west, south], [east, north]] = site;
  for (const box of boxes) if (box) [west, south, east, north] = [Math.min(west, box[0]), Math.min(south, box[1]), Math.max(east, box[2]), Math.max(north, box[3])];
  const width = Math.max(east - west, 0.05);
  const height = Math.max(north - south, 0.05);
  return [
    [clampLng(west - width), clampLat(south - height)],
    [clampLng(east + width), clampLat(north + height)],
  ];
}

/** The frame of the picture the box shows: its phone's frame where the screen matches the one it is offered to. */
export function shownPicture(picture: MapPicture, matches: (media: string) => boolean): PictureView {
  return picture.narrow && matches(picture.narrow.media) ? picture.narrow : picture;
}

/**
 * Where the map opens in a box of this size: at the picture's camera as the box shows the picture
 * (`object-fit: cover`, public/styles/site.css), so the map replaces it without a jump. Its centre,
 * and its zoom scaled as the picture is: a box narrower than the picture shows it smaller, a box
 * whose height floor crops the picture's sides shows it at the box's height
 * (docs/decisions/049-one-map-camera.md).
 */
export function openingCamera(picture: Pick<PictureView, 'camera' | 'width' | 'height'>, box: { width: number; height: number }): Camera {
  const [lng, lat] = picture.camera.center;
  const scale = Math.max(box.width / picture.width, box.height / picture.height);
  const zoom = picture.camera.zoom + (scale > 0 ? Math.log2(scale) : 0);
  return { x: mercatorX(lng), y: mercatorY(lat), zoom, width: box.width, height: box.height };
}

/**
 * The map's offset setting (-0.7, docs/product/maps.md#map-settings) in pixels: a feature brought into view sits this much lower (a point
 * below the centre, a line or area under extra top padding), a fraction of a quarter of the box's
 * height (negative is down), leaving room for its popup above it.
 */
export function focusOffset(offset: number, height: number): number {
  return Math.max(0, Math.round((-offset * height) / 4));
}
