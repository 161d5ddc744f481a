import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import type { DownloadFeature } from '../../core/geometry/download';
import { roundGeometry } from '../../core/geometry/round';
import type { AppEnv } from '../env';
import type { ShapeContext } from '../pages/shape/context';
import { entryMapFeatures } from '../pages/shape/map-features';
import { mapEntryPages } from './map-entries';

/** The map page's features of these entries: what its markers, popups and list need, coordinates rounded. */
export function compactMapFeatures(entries: readonly Entry[], ctx: ShapeContext): DownloadFeature[] {
  return entries.flatMap((entry) => entryMapFeatures(entry, ctx)).map((feature) => ({ ...feature, geometry: roundGeometry(feature.geometry) }));
}

/** Every feature of the map page, collected (the map's GPX and its Option/Alt download). */
export async function allMapFeatures(c: Context<AppEnv>, ctx: ShapeContext): Promise<DownloadFeature[]> {
  const features: DownloadFeature[] = [];
  for await (const entries of mapEntryPages(c)) features.push(...compactMapFeatures(entries, ctx));
  return features;
}
