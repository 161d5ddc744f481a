import type { Element, Entry } from '../../../core/content-shapes';
import { deepFreeze } from '../../../core/deep-freeze';
import { elementByRole } from '../../../core/entry/elements';
import { geoFeatures, geoPoint, type MapFeature } from '../../../core/entry/geo';
import type { ElementRole, EntryIds } from '../../../core/entry/ids';
import { elementReferences, type EntryReference } from '../../../core/entry/references';
import { memo } from '../../memo';

// What is parsed from one element of a content answer (geometry JSON, reference lists) is parsed once
// per element, not on every page that shows it. A stored answer's elements are shared by every
// request, so what is read from them is frozen.
const features = memo((element: Element) => deepFreeze(geoFeatures(element)));
const points = memo((element: Element) => Object.freeze(geoPoint(element)));
const references = memo((element: Element) => deepFreeze(elementReferences(element)));

/** `geoFeatures`, parsed once per element. */
export function keptGeoFeatures(element: Element | undefined): readonly MapFeature[] {
  return element ? features(element) : [];
}

/** `geoPoint`, read once per element. */
export function keptGeoPoint(element: Element | undefined): { readonly point?: string; readonly zoom?: number } {
  return element ? points(element) : {};
}

/** `entryReferences`, parsed once per element. */
export function keptReferences(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: ElementRole): readonly EntryReference[] {
  const element = elementByRole(entry, ids, role);
  return element ? references(element) : [];
}
