import { at, type LngLat, lineMetres, metres, nearest, type Settlement } from './geography';
import type { OsmData } from './pbf';
import type { Place } from './places';
import { hardest, type Trail, walkable } from './trails';

// Where no named trail reaches a hut, castle or peak, a trail is routed along the path network from
// the nearest trailhead (bus stop, parking, village) to it, and named for both ends ("Malbun – Pfälzer
// Hütte", in English "Malbun to Pfälzer Hütte"). Walked there and back; only between 1 and 8 km.

/** A destination this far from the network is not reached by it. */
const NETWORK_REACH = 150;
/** A network node this close to a trailhead starts the walk. */
const TRAILHEAD_REACH = 100;
const MIN_METRES = 1000;
const MAX_METRES = 8000;

type Graph = Map<number, [number, number][]>;

function network(data: OsmData): { graph: Graph; ways: Map<number, number[]> } {
  const graph: Graph = new Map();
  const ways = new Map<number, number[]>();
  for (const way of data.ways.values()) {
    if (!walkable(way)) continue;
    for (let i = 1; i < way.nodes.length; i++) {
      const a = data.nodes.get(way.nodes[i - 1]!);
      const b = data.nodes.get(way.nodes[i]!);
      if (!a || !b) continue;
      const d = metres(at(a), at(b));
      if (!graph.has(a.id)) graph.set(a.id, []);
      if (!graph.has(b.id)) graph.set(b.id, []);
      graph.get(a.id)!.push([b.id, d]);
      graph.get(b.id)!.push([a.id, d]);
      for (const n of [a.id, b.id]) ways.set(n, [...new Set([...(ways.get(n) ?? []), way.id])]);
    }
  }
  return { graph, ways };
}

/** A binary heap of [distance, node]. */
class Queue {
  private items: [number, number][] = [];
  get size() {
    return this.items.length;
  }
  push(item: [number, number]) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]![0] <= items[i]![0]) break;
      [items[parent], items[i]] = [items[i]!, items[parent]!];
      i = parent;
    }
  }
  pop(): [number, number] {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && items[l]![0] < items[m]![0]) m = l;
        if (r < items.length && items[r]![0] < items[m]![0]) m = r;
        if (m === i) break;
        [items[m], items[i]] = [items[i]!, items[m]!];
        i = m;
      }
    }
    return top;
  }
}

/** The nearest trailhead by walking from `start`: the node path, trailhead end first. */
function walkToTrailhead(graph: Graph, start: number, isTrailhead: (node: number) => boolean): number[] | undefined {
  const dist = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const queue = new Queue();
  queue.push([0, start]);
  while (queue.size > 0) {
    const [d, node] = queue.pop();
    if (d > (dist.get(node) ?? Number.POSITIVE_INFINITY)) continue;
    if (d > MAX_METRES) return undefined;
    if (node !== start && isTrailhead(node)) {
      const path = [node];
      while (path[path.length - 1] !== start) path.push(prev.get(path[path.length - 1]!)!);
      return path;
    }
    for (const [next, step] of graph.get(node) ?? []) {
      if (d + step < (dist.get(next) ?? Number.POSITIVE_INFINITY)) {
        dist.set(next, d + step);
        prev.set(next, node);
        queue.push([d + step, next]);
      }
    }
  }
  return undefined;
}

export function routedTrails(data: OsmData, destinations: readonly Place[], named: readonly Trail[], heads: readonly { at: LngLat }[], villages: readonly Settlement[]): Trail[] {
  const { graph, ways } = network(data);
  const nodes = [...graph.keys()].map((id) => ({ id, at: at(data.nodes.get(id)!) }));
  const headCells = new Set(heads.map((h) => `${Math.round(h.at[0] * 500)},${Math.round(h.at[1] * 500)}`));
  const isTrailhead = (id: number) => {
    const p = at(data.nodes.get(id)!);
    const [cx, cy] = [Math.round(p[0] * 500), Math.round(p[1] * 500)];
    // A cell is about 150 m wide: look in the node's cell and its neighbours, then measure.
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) if (headCells.has(`${cx + dx},${cy + dy}`) && (nearest(p, heads)?.metres ?? Number.POSITIVE_INFINITY) <= TRAILHEAD_REACH) return true;
    return false;
  };
  const reached = (p: LngLat) => named.some((t) => metres(t.line[t.line.length - 1]!, p) < 300 || metres(t.line[0]!, p) < 300);
  const out: Trail[] = [];
  for (const goal of destinations) {
    if (reached(goal.at)) continue;
    const entry = nearest(goal.at, nodes);
    if (!entry || entry.metres > NETWORK_REACH) continue;
    const path = walkToTrailhead(graph, entry.item.id, isTrailhead);
    if (!path) continue;
    const line = path.map((id) => at(data.nodes.get(id)!));
    const length = lineMetres(line);
    if (length < MIN_METRES || length > MAX_METRES) continue;
    const from = nearest(line[0]!, villages)?.item.name;
    const to = goal.tags.name!;
    const name = from ? `${from} – ${to}` : to;
    const wayIds = [...new Set(path.flatMap((n) => ways.get(n) ?? []))].sort((a, b) => a - b);
    const sacScale = hardest(wayIds.map((id) => data.ways.get(id)!));
    out.push({ ways: wayIds, names: { name, ...(from ? { en: `${from} to ${to}` } : {}) }, line, metres: length, routeType: 'pointToPoint', destination: goal.osm, ...(sacScale ? { sacScale } : {}) });
  }
  return out;
}
