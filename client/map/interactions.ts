import { type GeoJSONSource, type Map as MaplibreMap, type MapMouseEvent, Popup } from 'maplibre-gl';
import { FEATURE_LAYER_IDS, FEATURE_SOURCES, type HighlightKey, INTERACTIVE_LAYERS } from '../../core/map/feature-layers';
import type { MapPopupModel } from '../../ui/islands/MapPopup';
import { anchorOf, type FeatureData, type MapFeature, type PopupOptions, popupModel } from './feature-data';
import { setHighlight } from './layers';

export interface Interactions {
  readonly popupElement: HTMLElement;
  open(feature: MapFeature, at?: [number, number]): void;
  highlight(key: string | null): void;
}

interface InteractionOptions {
  data: FeatureData;
  key: HighlightKey;
  popup: PopupOptions;
  hover(key: string | null): void;
  /** Renders the popup's content into `popupElement` before maplibre measures it (flushSync in the island). */
  select(key: string | null, popup: MapPopupModel | null): void;
}

/**
 * Pointer and popup behaviour: hovering a feature highlights its list row, clicking it opens its popup
 * (a cluster zooms in instead), Escape closes the popup and gives focus back to where it came from.
 */
export function addInteractions(map: MaplibreMap, options: InteractionOptions): Interactions {
  const { data, key } = options;
  const popupElement = document.createElement('div');
  const popup = new Popup({ closeButton: true, maxWidth: '20rem', offset: 14, focusAfterOpen: true }).setDOMContent(popupElement);
  let returnFocus: Element | null = null;
  let hovered: string | null = null;

  const highlight = (value: string | null) => setHighlight(map, key, value);
  const featureAt = (event: MapMouseEvent) => {
    const layers = INTERACTIVE_LAYERS.filter((id) => map.getLayer(id));
    return map.queryRenderedFeatures(event.point, { layers })[0];
  };
  const fullFeature = (properties: Record<string, unknown>): MapFeature | undefined => data.byKey.get(String(properties[key]))?.find((feature) => feature.properties.feature === properties.feature);

  // Moving the popup to another feature closes it first: that close is not the visitor's.
  let replacing = false;
  const open = (feature: MapFeature, at: [number, number] = anchorOf(feature)) => {
    const from = document.activeElement;
    if (popup.isOpen()) {
      replacing = true;
      popup.remove();
      replacing = false;
    }
    if (!from || !popupElement.contains(from)) returnFocus = from;
    options.select(feature.properties[key], popupModel(feature, options.popup));
    popup.setLngLat(at).addTo(map);
  };

  popup.on('close', () => {
    if (replacing) return;
    options.select(null, null);
    const focusWasInside = !document.activeElement || document.activeElement === document.body || popupElement.contains(document.activeElement);
    if (focusWasInside && returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    returnFocus = null;
  });
  popupElement.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') popup.remove();
  });

  map.on('mousemove', (event) => {
    const found = featureAt(event);
    const value = found && !found.properties.cluster ? String(found.properties[key]) : null;
    map.getCanvas().style.cursor = found ? 'pointer' : '';
    if (value === hovered) return;
    hovered = value;
    highlight(value);
    options.hover(value);
  });
  map.on('mouseout', () => {
    if (hovered === null) return;
    hovered = null;
    highlight(null);
    options.hover(null);
  });
  map.on('click', async (event) => {
    const found = featureAt(event);
    if (!found) return;
    if (found.layer.id === FEATURE_LAYER_IDS.clusters) {
      const source = map.getSource<GeoJSONSource>(FEATURE_SOURCES.points);
      const zoom = await source?.getClusterExpansionZoom(Number(found.properties.cluster_id));
      if (zoom !== undefined && found.geometry.type === 'Point') map.easeTo({ center: found.geometry.coordinates as [number, number], zoom });
      return;
    }
    const feature = fullFeature(found.properties);
    if (feature) open(feature, feature.geometry.type === 'Point' ? undefined : [event.lngLat.lng, event.lngLat.lat]);
  });

  return { popupElement, open, highlight };
}
