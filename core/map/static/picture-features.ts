import { type DownloadFeature, roundGeometry } from '../../geometry/download';
import { FEATURE_SOURCES, type FeatureLook, featureLayers } from '../feature-layers';
import { propertiesRead } from './expression';
import { DRAWN_FEATURE_LAYERS } from './feature-scene';

// The compact form a picture of many entries is drawn from (docs/decisions/043-map-page-points.md):
// each feature's geometry to 6 decimals and only the properties the drawn layers read. Which
// properties those are is read from the layers themselves, so a layer that starts reading another
// one keeps it in the list instead of drawing without it.

/** A feature as a picture draws it. */
export type PictureFeature = Pick<DownloadFeature, 'geometry' | 'properties'>;

/** The feature properties the picture's layers read (filters, layout and paint). */
export function drawnProperties(look: FeatureLook): string[] {
  // A route's furniture is worked out from its line (core/map/route-furniture.ts), not read from its properties.
  const drawn = featureLayers(look, 'entry').filter((layer) => DRAWN_FEATURE_LAYERS.includes(layer.id) && !('source' in layer && layer.source === FEATURE_SOURCES.furniture));
  const values = drawn.flatMap((layer) => ['filter' in layer ? layer.filter : undefined, ...Object.values(layer.layout ?? {}), ...Object.values(layer.paint ?? {})]);
  return [...new Set(values.flatMap(propertiesRead))];
}

/** The features with what the picture draws of them, nothing else. */
export function pictureFeatures(features: readonly DownloadFeature[], properties: readonly string[]): PictureFeature[] {
  return features.map(({ geometry, properties: all = {} }) => ({
    geometry: roundGeometry(geometry),
    properties: Object.fromEntries(properties.filter((name) => all[name] !== undefined).map((name) => [name, all[name]])),
  }));
}
