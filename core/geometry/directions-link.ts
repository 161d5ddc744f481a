import type { Geometry } from './geometry';
import { linesOf, pointsOf } from './geometry';

/** The external maps site the "Get directions" link opens. */
const defaultDirectionsBase = 'https://maps.google.com/maps';

export type DirectionsTarget = { lng: number; lat: number } | { geometry: Geometry } | { address: string };

function destination(target: DirectionsTarget): string | undefined {
  if ('address' in target) return target.address.trim() || undefined;
  if ('geometry' in target) {
    const [start] = [...pointsOf(target.geometry), ...linesOf(target.geometry).flat()];
    return start && start.length >= 2 ? `${start[1]},${start[0]}` : undefined;
  }
  return `${target.lat},${target.lng}`;
}

/**
 * A link to the maps site (docs/product/maps.md#directions) from the visitor's current location (saddr) to a point, the start
 * of a line, or an address (daddr, 'latitude,longitude' for coordinates). Undefined without a target.
 */
export function directionsLink(target: DirectionsTarget, base: string = defaultDirectionsBase): string | undefined {
  const daddr = destination(target);
  if (!daddr) return undefined;
  const url = new URL(base);
  url.searchParams.set('saddr', 'Current Location');
  url.searchParams.set('daddr', daddr);
  return url.toString();
}
