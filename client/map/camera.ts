import type { FeatureMapProps } from '../../ui/islands/map-props';
import type { FeatureData } from './feature-data';

type Box = [[number, number], [number, number]];

const clampLng = (value: number) => Math.max(-180, Math.min(180, value));
const clampLat = (value: number) => Math.max(-85, Math.min(85, value));

/**
 * How far the map may pan: the site's bounding box joined with its features' box, with its own width
 * and height again on every side, so visitors can look around the region but not lose it.
 */
export function panBounds(site: FeatureMapProps['settings']['bounds'], data: FeatureData['bounds']): Box {
  let [[west, south], [east, north]] = site;
  if (data) [west, south, east, north] = [Math.min(west, data[0]), Math.min(south, data[1]), Math.max(east, data[2]), Math.max(north, data[3])];
  const width = Math.max(east - west, 0.05);
  const height = Math.max(north - south, 0.05);
  return [
    [clampLng(west - width), clampLat(south - height)],
    [clampLng(east + width), clampLat(north + height)],
  ];
}

export interface Opening {
  bounds: Box;
  maxZoom: number;
}

/**
 * Where the map opens: the site's bounding box, no closer than its initial zoom (a box's shape and
 * size vary with the page, and a fixed centre and zoom can leave a region's edges out of a narrow
 * one); or one entry's features, no closer than its own zoom (else the locate zoom).
 */
export function opening(props: Pick<FeatureMapProps, 'view' | 'zoom'> & { settings: Pick<FeatureMapProps['settings'], 'bounds' | 'zoom'> }, data: FeatureData): Opening {
  const { bounds, zoom } = props.settings;
  if (props.view === 'site' || !data.bounds) return { bounds, maxZoom: zoom.initial };
  const [west, south, east, north] = data.bounds;
  return {
    bounds: [
      [west, south],
      [east, north],
    ],
    maxZoom: props.zoom ?? zoom.locate,
  };
}

/**
 * The map's offset setting (-0.7, docs/product/maps.md#map-settings) in pixels: a feature brought into view sits this much lower (a point
 * below the centre, a line or area under extra top padding), a fraction of a quarter of the box's
 * height (negative is down), leaving room for its popup above it.
 */
export function focusOffset(offset: number, height: number): number {
  return Math.max(0, Math.round((-offset * height) / 4));
}
