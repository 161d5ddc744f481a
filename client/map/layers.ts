import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { FEATURE_LAYER_IDS, FEATURE_SOURCES, featureLayers, type FeatureLook, type HighlightKey, highlightFilters } from '../../core/map/feature-layers';
import type { FeatureData } from './feature-data';
import { SDF_IMAGES } from './sdf-images';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Clusters stop splitting above this zoom; closer in, every point stands alone. */
export const CLUSTER_MAX_ZOOM = 14;

/**
 * Adds the page's features and their layers to the map's current style. Called again after every
 * style change: a new style starts without them.
 */
export function addFeatureLayers(map: MaplibreMap, data: FeatureData, look: FeatureLook, key: HighlightKey): void {
  for (const [name, image] of SDF_IMAGES) if (!map.hasImage(name)) map.addImage(name, image(), { sdf: true });
  map.addSource(FEATURE_SOURCES.shapes, { type: 'geojson', data: data.shapes });
  map.addSource(FEATURE_SOURCES.points, {
    type: 'geojson',
    data: data.points,
    ...(look.clustering.enabled ? { cluster: true, clusterRadius: look.clustering.radius, clusterMaxZoom: CLUSTER_MAX_ZOOM } : {}),
  });
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
