import { type LngLat, lineMetres, metres, nearest } from './geography';
import type { OsmData, OsmWay } from './pbf';

// Trails a hiker would walk, from the ways of one name (or one hiking route): connected pieces only
// (never same-named lanes in different villages), joined into one line that starts at its trailhead
// end, at least a kilometre long, kept when the ways carry hiking tags, belong to a hiking route, are
// paths, or are named as trails. Village lanes (named footways and tracks without hiking tags) stay out.

export interface Trail {
  /** The ways' element ids, in file order: the trail's identity across imports. */
  ways: number[];
  names: { name: string; en?: string; de?: string };
  line: LngLat[];
  metres: number;
  routeType: 'loop' | 'outAndBack' | 'pointToPoint';
  sacScale?: string;
  /** A routed trail's hut, castle or peak ("way/3083"): its identity across imports. */
  destination?: string;
}

const FOOT = new Set(['path', 'footway', 'steps', 'bridleway']);
const TRAIL_NAME = /trail|steig|pfad|höhenweg|wanderweg/i;
const MIN_METRES = 1000;
/** Ends this close make a loop. */
const LOOP_METRES = 150;
/** A trail ending this close to a hut, peak, viewpoint or castle is walked there and back. */
const DESTINATION_METRES = 300;

const hikingTagged = (way: OsmWay) => way.tags.sac_scale !== undefined || way.tags.trail_visibility !== undefined;

/** A plain name: letters, not a mapper's note such as "destroyed!!". */
const usableName = (name: string) => /\p{L}{3}/u.test(name) && !/[!?]/.test(name);

function hikingRoutes(data: OsmData) {
  return data.relations.filter((r) => r.tags.type === 'route' && /\b(hiking|foot)\b/.test(r.tags.route ?? '') && r.tags.name);
}

/** Ways grouped by shared nodes: each group one connected piece. */
function connectedPieces(ways: readonly OsmWay[]): OsmWay[][] {
  const parent = ways.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<number, number>();
  ways.forEach((way, i) => {
    for (const node of way.nodes) {
      const other = owner.get(node);
      if (other === undefined) owner.set(node, i);
      else parent[find(i)] = find(other);
    }
  });
  const pieces = new Map<number, OsmWay[]>();
  ways.forEach((way, i) => {
    const root = find(i);
    pieces.set(root, [...(pieces.get(root) ?? []), way]);
  });
  return [...pieces.values()];
}

type Graph = Map<number, Map<number, number>>;

function graphOf(data: OsmData, ways: readonly OsmWay[]): Graph {
  const graph: Graph = new Map();
  const link = (a: number, b: number, d: number) => {
    if (!graph.has(a)) graph.set(a, new Map());
    graph.get(a)!.set(b, d);
  };
  for (const way of ways) {
    for (let i = 1; i < way.nodes.length; i++) {
      const a = data.nodes.get(way.nodes[i - 1]!);
      const b = data.nodes.get(way.nodes[i]!);
      if (!a || !b) continue;
      const d = metres([a.lon, a.lat], [b.lon, b.lat]);
      link(a.id, b.id, d);
      link(b.id, a.id, d);
    }
  }
  return graph;
}

/** Distances and predecessors from one node (the pieces are small: a linear scan for the next node). */
function shortestFrom(graph: Graph, start: number) {
  const dist = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const open = new Set<number>([start]);
  const done = new Set<number>();
  while (open.size > 0) {
    let current = -1;
    for (const n of open) if (current === -1 || dist.get(n)! < dist.get(current)!) current = n;
    open.delete(current);
    done.add(current);
    for (const [next, d] of graph.get(current) ?? []) {
      if (done.has(next)) continue;
      const candidate = dist.get(current)! + d;
      if (candidate < (dist.get(next) ?? Number.POSITIVE_INFINITY)) {
        dist.set(next, candidate);
        prev.set(next, current);
        open.add(next);
      }
    }
  }
  return { dist, prev };
}

function farthest(dist: Map<number, number>): number {
  let best = -1;
  for (const [node, d] of dist) if (best === -1 || d > dist.get(best)!) best = node;
  return best;
}

/** The piece as one line: its longest walk end to end, or the whole ring when it is a closed loop. */
function joinedLine(data: OsmData, ways: readonly OsmWay[]): LngLat[] {
  const graph = graphOf(data, ways);
  const [first] = graph.keys();
  if (first === undefined) return [];
  const ring = [...graph.values()].every((next) => next.size === 2);
  let order: number[];
  if (ring) {
    order = [first];
    let previous = first;
    let current = [...graph.get(first)!.keys()][0]!;
    while (current !== first) {
      order.push(current);
      const next = [...graph.get(current)!.keys()].find((n) => n !== previous)!;
      previous = current;
      current = next;
    }
    order.push(first);
  } else {
    const a = farthest(shortestFrom(graph, first).dist);
    const { dist, prev } = shortestFrom(graph, a);
    order = [farthest(dist)];
    while (order[0] !== a) order.unshift(prev.get(order[0]!)!);
  }
  return order.map((id) => {
    const node = data.nodes.get(id)!;
    return [node.lon, node.lat];
  });
}

function namesOf(ways: readonly OsmWay[], name: string) {
  const en = ways.find((w) => w.tags['name:en'])?.tags['name:en'];
  const de = ways.find((w) => w.tags['name:de'])?.tags['name:de'];
  return { name, ...(en ? { en } : {}), ...(de ? { de } : {}) };
}

/** The hardest sac_scale of the piece's ways (the scale's own order). */
const SAC_ORDER = ['hiking', 'mountain_hiking', 'demanding_mountain_hiking', 'alpine_hiking', 'demanding_alpine_hiking', 'difficult_alpine_hiking'];
export function hardest(ways: readonly OsmWay[]): string | undefined {
  const scales = ways.map((w) => SAC_ORDER.indexOf(w.tags.sac_scale ?? '')).filter((i) => i >= 0);
  return scales.length > 0 ? SAC_ORDER[Math.max(...scales)] : undefined;
}

export interface TrailContext {
  trailheads: readonly { at: LngLat }[];
  destinations: readonly { at: LngLat }[];
}

function shapeTrail(data: OsmData, ways: OsmWay[], name: string, ctx: TrailContext): Trail | undefined {
  let line = joinedLine(data, ways);
  const length = lineMetres(line);
  if (length < MIN_METRES) return undefined;
  const start = line[0]!;
  const end = line[line.length - 1]!;
  const toHead = (p: LngLat) => nearest(p, ctx.trailheads)?.metres ?? Number.POSITIVE_INFINITY;
  if (toHead(end) < toHead(start)) line = [...line].reverse();
  const last = line[line.length - 1]!;
  const loop = metres(line[0]!, last) <= LOOP_METRES;
  const destination = (nearest(last, ctx.destinations)?.metres ?? Number.POSITIVE_INFINITY) <= DESTINATION_METRES;
  const sacScale = hardest(ways);
  return {
    ways: ways.map((w) => w.id).sort((a, b) => a - b),
    names: namesOf(ways, name),
    line,
    metres: length,
    routeType: loop ? 'loop' : destination ? 'outAndBack' : 'pointToPoint',
    ...(sacScale ? { sacScale } : {}),
  };
}

export function osmTrails(data: OsmData, ctx: TrailContext): Trail[] {
  const routes = hikingRoutes(data);
  const inRoute = new Set(routes.flatMap((r) => r.members.filter((m) => m.type === 'way').map((m) => m.ref)));
  const byName = new Map<string, OsmWay[]>();
  for (const way of data.ways.values()) {
    const { highway, name } = way.tags;
    if (!highway || !name || !usableName(name)) continue;
    const mountainTrack = highway === 'track' && hikingTagged(way);
    if (!FOOT.has(highway) && !mountainTrack) continue;
    byName.set(name, [...(byName.get(name) ?? []), way]);
  }
  const trails: Trail[] = [];
  for (const [name, ways] of byName) {
    for (const piece of connectedPieces(ways)) {
      const hiking = piece.some((w) => hikingTagged(w) || inRoute.has(w.id) || w.tags.highway === 'path') || TRAIL_NAME.test(name);
      const trail = hiking ? shapeTrail(data, piece, name, ctx) : undefined;
      if (trail) trails.push(trail);
    }
  }
  // A hiking route whose ways are mostly in the extract is a trail of its own; one mostly missing is skipped.
  for (const route of routes) {
    const members = route.members.filter((m) => m.type === 'way');
    const present = members.map((m) => data.ways.get(m.ref)).filter((w): w is OsmWay => w !== undefined);
    if (present.length < members.length / 2) continue;
    for (const piece of connectedPieces(present)) {
      const trail = shapeTrail(data, piece, route.tags.name!, ctx);
      if (trail) trails.push(trail);
    }
  }
  return trails.sort((a, b) => a.ways[0]! - b.ways[0]!);
}
