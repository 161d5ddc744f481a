import type { Entry } from '../../core/content-shapes';
import type { DownloadFeature } from '../../core/geometry/download';
import { roundGeometry } from '../../core/geometry/round';
import type { ModelContext } from '../pages/models/context';
import { entryMapFeatures } from '../pages/models/map-features';

/** The map page's features of these entries: what its markers, popups and list need, coordinates rounded. */
export function compactMapFeatures(entries: readonly Entry[], ctx: ModelContext): DownloadFeature[] {
  return entries.flatMap((entry) => entryMapFeatures(entry, ctx)).map((feature) => ({ ...feature, geometry: roundGeometry(feature.geometry) }));
}
