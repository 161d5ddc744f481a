import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { UnitSystem } from '../../format/units';
import type { DownloadFeature } from '../../geometry/download';
import type { Geometry } from '../../geometry/geometry';
import type { MapSettings } from '../../site-config';
import { variantLimits } from '../basemap-style';
import type { HighlightKey } from '../feature-layers';
import { basemapScene, type DecodedTile } from './basemap-scene';
import { type Camera, fitCamera, type LngLatBox, type MapOpening } from './camera';
import type { ParseOnce } from './expression';
import { featureScene } from './feature-scene';
import { Placement } from './labels';
import type { StaticMapScene } from './scene';
import type { SpriteIcon } from './sprite-icons';
import type { PictureFrame } from './sizes';

// A page's static map (docs/decisions/031-static-maps.md) in two steps, so the worker fetches only the
// tiles the picture covers: the camera the interactive map opens with, then the scene drawn at it.

/** What of the site's map settings decide where a map opens. */
type OpeningSettings = Pick<MapSettings, 'bounds' | 'zoom' | 'styles' | 'pitch'>;

type StaticMapSettings = OpeningSettings & Pick<MapSettings, 'clustering' | 'pointOverlap' | 'path' | 'point' | 'polygon' | 'routeColor'>;

export interface OpeningView {
  /** The site's view (index and map pages) or one entry's features (detail pages). */
  view: 'site' | 'features';
  /** A detail page's own zoom, the closest a fit to its features goes. */
  entryZoom?: number;
}

function visit(geometry: Geometry, each: (lng: number, lat: number) => void): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') each(value[0], value[1] as number);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  walk(geometry.coordinates);
}

/** [west, south, east, north] of the features, absent when there are none. */
function featuresBox(features: readonly Pick<DownloadFeature, 'geometry'>[]): LngLatBox | undefined {
  let box: LngLatBox | undefined;
  for (const { geometry } of features) {
    visit(geometry, (lng, lat) => {
      box = box ? [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)] : [lng, lat, lng, lat];
    });
  }
  return box;
}

/**
 * Where a map opens: the site's bounding box, no closer than its initial zoom (a box's shape and size
 * vary with the page, and a fixed centre and zoom can leave a region's edges out of a narrow one); or
 * one entry's features, no closer than its own zoom (else the locate zoom). Never closer than the
 * site's or its default style's deepest zoom, which the interactive map would clamp to.
 */
export function mapOpening(view: OpeningView, settings: OpeningSettings, features: readonly Pick<DownloadFeature, 'geometry'>[]): MapOpening {
  const deepest = Math.min(settings.zoom.max, variantLimits(settings, settings.styles.default).maxzoom);
  // The site's view opens on its bounds whatever the features: a map page's thousands go unmeasured.
  const box = view.view === 'features' ? featuresBox(features) : undefined;
  if (!box) {
    const [[west, south], [east, north]] = settings.bounds;
    return { box: [west, south, east, north], minZoom: settings.zoom.min, maxZoom: Math.min(deepest, settings.zoom.initial) };
  }
  return { box, minZoom: settings.zoom.min, maxZoom: Math.min(deepest, view.entryZoom ?? settings.zoom.locate) };
}

/** The camera a picture in this frame is drawn at. */
export function staticMapCamera(view: OpeningView & PictureFrame, settings: OpeningSettings, features: readonly Pick<DownloadFeature, 'geometry'>[]): Camera {
  return fitCamera(mapOpening(view, settings, features), view.width, view.height, view.foot);
}

export interface SceneInput {
  camera: Camera;
  settings: StaticMapSettings;
  /** The basemap style's layers, bottom to top. */
  layers: readonly LayerSpecification[];
  /** The sprite's icons by name (sprite-icons.ts). */
  icons: ReadonlyMap<string, SpriteIcon>;
  tiles: readonly DecodedTile[];
  features: readonly Pick<DownloadFeature, 'geometry' | 'properties'>[];
  highlight: HighlightKey;
  /** The page language's units: a route's distance marks are in them. */
  units: UnitSystem;
  /** The page's language, which writes the marks' numbers. */
  locale: string;
  attribution: string;
  /** How the layers' values are parsed (expression.ts): afresh unless the caller keeps parses. */
  once?: ParseOnce;
}

export function staticMapScene({ camera, settings, layers, icons, tiles, features, highlight, units, locale, attribution, once }: SceneInput): StaticMapScene {
  // Features claim their room first: a town's name gives way to a trail's points, as in the map.
  const placement = new Placement(camera.width, camera.height);
  const drawn = featureScene(features, settings, highlight, units, locale, camera, placement, once);
  const basemap = basemapScene(layers, tiles, camera, placement, icons, once);
  return { width: camera.width, height: camera.height, background: basemap.background, items: [...basemap.items, ...drawn], attribution };
}
