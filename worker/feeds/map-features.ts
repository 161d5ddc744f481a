import type { Entry } from '../../core/content-shapes';
import type { DownloadFeature } from '../../core/geometry/download';
import { roundGeometry } from '../../core/geometry/round';
import type { ShapeContext } from '../pages/shape/context';
import { entryMapFeatures } from '../pages/shape/map-features';

/** The map page's features of these entries: what its markers, popups and list need, coordinates rounded. */
export function compactMapFeatures(entries: readonly Entry[], ctx: ShapeContext): DownloadFeature[] {
  return entries.flatMap((entry) => entryMapFeatures(entry, ctx)).map((feature) => ({ ...feature, geometry: roundGeometry(feature.geometry) }));
}
