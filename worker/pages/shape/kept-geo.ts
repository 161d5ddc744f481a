import type { Element } from '../../../core/content-shapes';
import { deepFreeze } from '../../../core/deep-freeze';
import { geoFeatures, geoPoint, type MapFeature } from '../../../core/entry/geo';
import { memo } from '../../memo';

// A geo element's features are parsed from their geometry JSON: once per element (a stored answer's is
// shared by every request, so what is read from it is frozen), not on every page that shows it.
const features = memo((element: Element) => deepFreeze(geoFeatures(element)));
const points = memo((element: Element) => Object.freeze(geoPoint(element)));

/** `geoFeatures`, parsed once per element. */
export function keptGeoFeatures(element: Element | undefined): readonly MapFeature[] {
  return element ? features(element) : [];
}

/** `geoPoint`, read once per element. */
export function keptGeoPoint(element: Element | undefined): { readonly point?: string; readonly zoom?: number } {
  return element ? points(element) : {};
}
