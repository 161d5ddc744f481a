import { length, lineString } from '@turf/turf';
import type { Element } from '../content-shapes';
import { linesOf } from '../geometry/geometry';
import { geoFeatures } from './geo';

export interface RouteSummary {
  lengthMetres: number;
  /** Sum of the climbs along the route; absent when its positions carry no altitude. */
  gainMetres?: number;
}

/**
 * Length and elevation gain of an entry's route element, read from its own geometry: what a card
 * shows without asking the geo API for every entry of a list.
 */
export function routeSummary(element: Element | undefined): RouteSummary | undefined {
  const lines = geoFeatures(element)
    .filter((feature) => feature.properties.kind === 'path')
    .flatMap((feature) => linesOf(feature.geometry))
    .filter((line) => line.length >= 2);
  if (lines.length === 0) return undefined;
  const lengthMetres = lines.reduce((sum, line) => sum + length(lineString(line.map((p) => [p[0]!, p[1]!])), { units: 'meters' }), 0);
  const withAltitude = lines.every((line) => line.every((p) => typeof p[2] === 'number'));
  if (!withAltitude) return { lengthMetres };
  const gainMetres = lines.reduce((sum, line) => sum + line.slice(1).reduce((climb, p, i) => climb + Math.max(0, p[2]! - line[i]![2]!), 0), 0);
  return { lengthMetres, gainMetres };
}
