import { type UnitSystem, unitSystemFor } from '../../core/format/units';
import type { HighlightKey } from '../../core/map/feature-layers';
import { fitCamera, lngLatOf, type MapOpening } from '../../core/map/static/camera';
import { type MapLayout, NARROW_SCREEN, NARROW_SIZES, type PictureFrame, STATIC_MAP_SIZES } from '../../core/map/static/sizes';
import { withSearch } from '../../core/query-string';
import type { MapSettings } from '../../core/site-config';
import type { Translate } from '../components/text';
import type { LoadStrategy } from './island-protocol';

// The map island's props: serialized into the page (no features: those come from the page's
// features.geojson), so plain data only.

/**
 * What of the site's map settings the browser needs (docs/product/maps.md#map-settings), with the page's
 * language (the map's labels speak it where the style URL is built) and its units (a route's distance marks).
 */
export type MapIslandSettings = Pick<
  MapSettings,
  'zoom' | 'center' | 'bounds' | 'offset' | 'pitch' | 'styles' | 'perspective' | 'clustering' | 'popupDirections' | 'pointOverlap' | 'path' | 'point' | 'polygon' | 'routeColor'
> & { locale: string; units: UnitSystem };

export function mapIslandSettings(map: MapSettings, locale: string): MapIslandSettings {
  const { zoom, center, bounds, offset, pitch, styles, perspective, clustering, popupDirections, pointOverlap, path, point, polygon, routeColor } = map;
  return { zoom, center, bounds, offset, pitch, styles, perspective, clustering, popupDirections, pointOverlap, path, point, polygon, routeColor, locale, units: unitSystemFor(locale, map.units) };
}

/** One row of the list beside the map: an entry (index and map pages) or one of an entry's features. */
export interface FeatureListItem {
  /** The value of the `entry` or `feature` property of its features (see `FeatureMapProps.highlight`). */
  key: string;
  title: string;
  href?: string;
  /** The entry's type, or the feature's kind. */
  kind?: string;
  /** 'lat, lng' of a point, for readers of the list. */
  coordinates?: string;
}

export interface FeatureMapLabels {
  region: string;
  list: string;
  failed: string;
  showOnMap: string;
  details: string;
  directions: string;
  opensInNewTab: string;
  style: string;
  styleOutdoor: string;
  styleHybrid: string;
  perspective: string;
  tiltTip: string;
  locate: string;
  locateFailed: string;
  downloadGeoJson: string;
  downloadGpx: string;
  downloadHint: string;
  /** The control that starts the interactive map where it waits for the visitor. */
  start: string;
  /** What a map inside a scrolling page says when a gesture is left to the page (cooperative gestures). */
  gestureWindows: string;
  gestureMac: string;
  gestureMobile: string;
  /** maplibre's own controls: the popup's close button, zoom, compass and the attribution's toggle. */
  closePopup: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  toggleAttribution: string;
}

/**
 * When the map's code loads: at once where the map is what the visitor came for (the map page, a Map
 * tab they chose), and only once they reach for it on pages where it is one section among others
 * (a detail page, an index's split view, an embed): those pages show its picture until then
 * (docs/decisions/032-map-on-engagement.md).
 */
export function mapLoad(layout: MapLayout): Extract<LoadStrategy, 'load' | 'engage'> {
  return layout === 'page' || layout === 'index' ? 'load' : 'engage';
}

/** A map inside a page that scrolls leaves one finger and the plain wheel to the page. */
export function scrollsWithPage(layout: MapLayout): boolean {
  return layout !== 'page';
}

/** What the map shows: the site's entries, or the features of one entry. */
type MapView = 'site' | 'features';

/** One frame of the picture: its address, its size, and the camera it is drawn at. */
export interface PictureView {
  src: string;
  width: number;
  height: number;
  /** The picture's centre [lng, lat] and zoom (maplibre's, on 512 px tiles); bearing and pitch 0. */
  camera: { center: [number, number]; zoom: number };
}

/**
 * The worker-drawn static map of the same features (docs/decisions/031-static-maps.md): what the box
 * shows before maplibre starts, without JavaScript, and in print; and the camera it is drawn at,
 * which the interactive map opens with (docs/decisions/049-one-map-camera.md).
 */
export interface MapPicture extends PictureView {
  /** Says what the map shows (its place, its features), for readers of the picture. */
  alt: string;
  /**
   * The page's largest paint (a detail page that opens with its map, the map page, a Map tab): fetched
   * first and drawn in the frame it arrives, not decoded aside (docs/decisions/067-trail-page-load.md).
   */
  first?: true;
  /** The same picture in a phone's frame, which screens matching `media` show instead (core/map/static/sizes.ts). */
  narrow?: PictureView & { media: string };
}

function pictureView(src: string, opening: MapOpening, { width, height, foot }: PictureFrame): PictureView {
  const camera = fitCamera(opening, width, height, foot);
  return { src, width, height, camera: { center: lngLatOf(camera.x, camera.y), zoom: camera.zoom } };
}

/**
 * A page's static map at the size of the map section's layout, which its address names, and its camera at that size
 * (and again in a phone's frame where the layout has one); `first` where it opens the page.
 */
export function mapPicture(picture: { src: string; alt: string; opening: MapOpening }, layout: MapLayout, first = false): MapPicture {
  const narrow = NARROW_SIZES[layout];
  return {
    ...pictureView(withSearch(picture.src, `layout=${layout}`), picture.opening, STATIC_MAP_SIZES[layout]),
    alt: picture.alt,
    ...(first ? { first: true as const } : {}),
    ...(narrow ? { narrow: { ...pictureView(withSearch(picture.src, `layout=${layout}&frame=narrow`), picture.opening, narrow), media: NARROW_SCREEN } } : {}),
  };
}

export interface FeatureMapProps {
  /** Prefix of the element ids inside the island (unique on the page). */
  id: string;
  /** Page layout: the /map page, an index's map tab, its initial tab's split view, a detail page, an embed. */
  layout: MapLayout;
  /** The page's features.geojson (its filters kept). */
  features: string;
  /** The site's basemap style; `?style=outdoor|hybrid` picks the variant. */
  style: string;
  view: MapView;
  settings: MapIslandSettings;
  highlight: HighlightKey;
  items: FeatureListItem[];
  /** False hides the list: the page shows the same entries as cards beside the map. */
  list?: boolean;
  downloads?: { geojson: string; gpx: string };
  picture: MapPicture;
  labels: FeatureMapLabels;
}

/** The labels in the page's language, from the server's translator. */
export function featureMapLabels(t: Translate): FeatureMapLabels {
  return {
    region: t('map.region'),
    list: t('map.list'),
    failed: t('map.failed'),
    showOnMap: t('map.showOnMap'),
    details: t('map.details'),
    directions: t('detail.directions'),
    opensInNewTab: t('layout.opensInNewTab'),
    style: t('map.style'),
    styleOutdoor: t('map.styleOutdoor'),
    styleHybrid: t('map.styleHybrid'),
    perspective: t('map.perspective'),
    tiltTip: t('map.tiltTip'),
    locate: t('map.locate'),
    locateFailed: t('map.locateFailed'),
    downloadGeoJson: t('map.downloadGeoJson'),
    downloadGpx: t('map.downloadGpx'),
    downloadHint: t('map.downloadHint'),
    start: t('map.start'),
    gestureWindows: t('map.gestureWindows'),
    gestureMac: t('map.gestureMac'),
    gestureMobile: t('map.gestureMobile'),
    closePopup: t('map.closePopup'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    resetBearing: t('map.resetBearing'),
    toggleAttribution: t('map.toggleAttribution'),
  };
}
