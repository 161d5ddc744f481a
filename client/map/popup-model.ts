import { directionsLink } from '../../core/geometry/directions-link';
import type { Geometry } from '../../core/geometry/geometry';
import type { MapPopupModel } from '../../ui/islands/MapPopup';
import type { MapFeature } from './feature-data';

export interface PopupOptions {
  /** Popup directions, on per site (docs/product/maps.md#popups). */
  directions: boolean;
  /** A detail page's own map does not link to the page it is on. */
  linkToEntry: boolean;
}

/** A feature's popup from its features.geojson properties; directions lead to a point or a line's start (docs/product/maps.md#directions). */
export function popupModel(feature: MapFeature, options: PopupOptions): MapPopupModel {
  const { text, title, type, popup, href } = feature.properties;
  const directions = options.directions ? directionsLink({ geometry: feature.geometry as Geometry }) : undefined;
  return {
    title: text || title,
    ...(type ? { kind: text && text !== title ? `${type} · ${title}` : type } : {}),
    lines: popup ?? [],
    ...(options.linkToEntry && href ? { href } : {}),
    ...(directions ? { directions } : {}),
  };
}
