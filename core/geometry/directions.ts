import type { Geometry } from './geometry';
import { linesOf, pointsOf } from './geometry';

/** The external maps site the "Get directions" link opens. */
export const defaultDirectionsBase = 'https://maps.google.com/maps';

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
 * SPEC 7: a link to the maps site from the visitor's current location (saddr) to a point, the start
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

/**
 * The maps service's directions path /directions/v5/{profile}/{coordinates} (SPEC 7). Both inputs
 * must be non-empty strings (SPEC 5), else a TypeError.
 */
export function directionsPath(profile: unknown, coordinates: unknown): string {
  if (typeof profile !== 'string' || profile.trim() === '') throw new TypeError('Directions need a non-empty profile string');
  if (typeof coordinates !== 'string' || coordinates.trim() === '') throw new TypeError('Directions need a non-empty coordinates string');
  return `/directions/v5/${encodeURIComponent(profile.trim()).replace(/%2F/g, '/')}/${encodeURIComponent(coordinates.trim()).replace(/%2C/g, ',').replace(/%3B/g, ';')}`;
}
