import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { ARROW, ARROW_SIZE, DOT, type Distance, FEATURE_ICONS, type FeatureIcon, iconImage, ROUTE_END_ICONS } from '../../core/map/feature-icons';
import {
  ARROW_IMAGE,
  CLUSTER_MAX_ZOOM,
  FEATURE_LAYER_IDS,
  FEATURE_SOURCES,
  featureLayers,
  type FeatureLook,
  type HighlightKey,
  highlightFilters,
  POINT_IMAGE,
  POINT_IMAGE_SIZE,
} from '../../core/map/feature-layers';
import type { FeatureData } from './feature-data';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

// The features' images as signed distance fields: maplibre tints them per feature (icon-color) and
// rings them with a halo, so there is no sprite sheet to ship or fetch.

/** maplibre's SDF encoding (as its glyphs): the edge at alpha 191, 32 alpha steps a pixel. */
const EDGE = 191;
const STEP = 32;

type Image = { width: number; height: number; data: Uint8Array };

/** An image whose alpha at each pixel is its encoded distance outside the shape. */
function sdf(size: number, outside: Distance): Image {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 4;
      data.fill(255, offset, offset + 3);
      data[offset + 3] = Math.max(0, Math.min(255, Math.round(EDGE - outside(x + 0.5, y + 0.5) * STEP)));
    }
  }
  return { width: size, height: size, data };
}

const SDF_IMAGES: [string, () => Image][] = [
  [POINT_IMAGE, () => sdf(POINT_IMAGE_SIZE, DOT)],
  [ARROW_IMAGE, () => sdf(ARROW_SIZE, ARROW)],
  ...Object.entries(FEATURE_ICONS).map(([icon, shape]): [string, () => Image] => [iconImage(icon as FeatureIcon), () => sdf(POINT_IMAGE_SIZE, shape)]),
  ...ROUTE_END_ICONS.map(([name, shape]): [string, () => Image] => [name, () => sdf(POINT_IMAGE_SIZE, shape)]),
];

/**
 * Adds the page's features, their routes' furniture (core/map/route-furniture.ts, worked out once per
 * map) and their layers to the map's current style. Called again after every style change: a new
 * style starts without them.
 */
export function addFeatureLayers(map: MaplibreMap, data: FeatureData, furniture: FeatureCollection, look: FeatureLook, key: HighlightKey): void {
  for (const [name, image] of SDF_IMAGES) if (!map.hasImage(name)) map.addImage(name, image(), { sdf: true });
  map.addSource(FEATURE_SOURCES.shapes, { type: 'geojson', data: data.shapes });
  map.addSource(FEATURE_SOURCES.points, {
    type: 'geojson',
    data: data.points,
    ...(look.clustering.enabled ? { cluster: true, clusterRadius: look.clustering.radius, clusterMaxZoom: CLUSTER_MAX_ZOOM } : {}),
  });
  map.addSource(FEATURE_SOURCES.furniture, { type: 'geojson', data: furniture });
  map.addSource(FEATURE_SOURCES.cursor, { type: 'geojson', data: EMPTY });
  for (const layer of featureLayers(look, key)) map.addLayer(layer);
}

/** Highlights one list row's features (null: none). */
export function setHighlight(map: MaplibreMap, key: HighlightKey, value: string | null): void {
  if (!map.getLayer(FEATURE_LAYER_IDS.paths)) return;
  for (const [layer, filter] of Object.entries(highlightFilters(key, value))) map.setFilter(layer, filter);
}

/** Marks a position (the profile cursor, the fly-through's place) or clears it. */
export function setCursor(map: MaplibreMap, position: [number, number] | null): void {
  const source = map.getSource<GeoJSONSource>(FEATURE_SOURCES.cursor);
  source?.setData(position ? { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: position } } : EMPTY);
}
