import type { OsmData, OsmNode } from './pbf';

// Plain geography the importer states from the data alone: distances, the nearest village, trailheads.

export type LngLat = [number, number];

export function metres(a: LngLat, b: LngLat): number {
  const r = Math.PI / 180;
  const dLat = (b[1] - a[1]) * r;
  const dLng = (b[0] - a[0]) * r;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * r) * Math.cos(b[1] * r) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function lineMetres(line: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += metres(line[i - 1]!, line[i]!);
  return total;
}

export const at = (node: OsmNode): LngLat => [node.lon, node.lat];

export interface Settlement {
  name: string;
  at: LngLat;
}

/** Towns, villages and hamlets with a name: what "near <village>" is said of. */
export function settlements(data: OsmData): Settlement[] {
  const out: Settlement[] = [];
  for (const node of data.nodes.values()) {
    if (['town', 'village', 'hamlet'].includes(node.tags.place ?? '') && node.tags.name) out.push({ name: node.tags.name, at: at(node) });
  }
  return out;
}

export function nearest<T extends { at: LngLat }>(point: LngLat, candidates: readonly T[]): { item: T; metres: number } | undefined {
  let best: { item: T; metres: number } | undefined;
  for (const item of candidates) {
    const d = metres(point, item.at);
    if (!best || d < best.metres) best = { item, metres: d };
  }
  return best;
}

/** Where a walk starts: bus stops, parking and villages. */
export function trailheads(data: OsmData, places: readonly Settlement[]): { at: LngLat }[] {
  const out: { at: LngLat }[] = [...places];
  for (const node of data.nodes.values()) {
    if (node.tags.highway === 'bus_stop' || node.tags.amenity === 'parking' || node.tags.public_transport === 'platform') out.push({ at: at(node) });
  }
  for (const way of data.ways.values()) {
    const first = way.tags.amenity === 'parking' ? data.nodes.get(way.nodes[0] ?? -1) : undefined;
    if (first) out.push({ at: at(first) });
  }
  return out;
}
