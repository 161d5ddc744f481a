import { directionsLink } from '../../core/geometry/directions';
import type { Geometry } from '../../core/geometry/geometry';
import type { MapPopupModel } from '../../ui/islands/MapPopup';
import type { MapFeature } from './feature-data';

export interface PopupOptions {
  /** Popup directions, on per site (docs/product/maps.md#popups). */
  directions: boolean;
  /** A map of one entry's features (its detail page's, its embed's) does not link to that entry's page. */
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
