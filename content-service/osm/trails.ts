import { type LngLat, lineMetres, metres, nearest } from './geography';
import type { OsmData, OsmWay } from './pbf';

// Trails a hiker would walk, from the ways of one name (or one hiking route): connected pieces, or
// pieces a short unnamed link apart (never same-named lanes in different villages), joined into one
// line that starts at its trailhead end, at least a kilometre long, kept when the ways carry hiking
// tags, belong to a hiking route, are paths, or are named as trails. Village lanes (named footways and
// tracks without hiking tags) stay out.

export interface Trail {
  /** The ways' element ids, in file order: the trail's identity across imports. */
  ways: number[];
  names: { name: string; en?: string; de?: string };
  line: LngLat[];
  metres: number;
  /**
   * From the line: a loop where its ends meet, else point to point. Never out and back: the product's
   * out-and-back is a line that walks back to its start (its length the whole walk, one start/finish
   * marker), and an imported line goes one way.
   */
  routeType: 'loop' | 'pointToPoint';
  sacScale?: string;
  /** A routed trail's hut, castle or peak ("way/3083"): its identity across imports. */
  destination?: string;
}

const FOOT = new Set(['path', 'footway', 'steps', 'bridleway']);
const TRAIL_NAME = /trail|steig|pfad|höhenweg|wanderweg/i;
const MIN_METRES = 1000;
/** Ends this close make a loop. */
const LOOP_METRES = 150;
/**
 * Pieces of one name this short a walk apart along other paths or tracks are one trail: a mapper left
 * the link between them unnamed (a stretch of farm track). Far below the distance between villages.
 */
const LINK_METRES = 100;
const WALKABLE = new Set([...FOOT, 'track', 'pedestrian']);

/** A way a walker may take: the path network the links between pieces and the routed trails follow. */
export const walkable = (way: OsmWay) => WALKABLE.has(way.tags.highway ?? '') && way.tags.access !== 'private';

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

/**
 * Pieces of one name joined where a walk of at most LINK_METRES along the network leads from one to
 * another, each group with the links walked (as ways of their nodes).
 */
function linkedPieces(network: Graph, pieces: readonly OsmWay[][]): { ways: OsmWay[]; links: OsmWay[] }[] {
  const groups = pieces.map((ways) => ({ ways: [...ways], links: [] as OsmWay[] }));
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      const targets = new Set(groups[j]!.ways.flatMap((w) => w.nodes));
      const { prev, reached } = shortestFrom(
        network,
        groups[i]!.ways.flatMap((w) => w.nodes),
        { limit: LINK_METRES, until: (node) => targets.has(node) },
      );
      if (reached === undefined) continue;
      // Fold j into i and look at the rest again from i, which now reaches farther.
      const [joined] = groups.splice(j, 1);
      groups[i] = { ways: [...groups[i]!.ways, ...joined!.ways], links: [...groups[i]!.links, ...joined!.links, { id: 0, nodes: pathTo(prev, reached), tags: {} }] };
      j = i;
    }
  }
  return groups;
}

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

/**
 * Distances and predecessors from the start nodes, no farther than `limit`, stopping at the first node
 * `until` accepts (`reached`). The graphs are small or the limit short: a linear scan for the next node.
 */
function shortestFrom(graph: Graph, starts: Iterable<number>, { limit = Number.POSITIVE_INFINITY, until }: { limit?: number; until?: (node: number) => boolean } = {}) {
  const dist = new Map<number, number>();
  const prev = new Map<number, number>();
  const open = new Set<number>();
  for (const start of starts) {
    dist.set(start, 0);
    open.add(start);
  }
  const done = new Set<number>();
  while (open.size > 0) {
    let current = -1;
    for (const n of open) if (current === -1 || dist.get(n)! < dist.get(current)!) current = n;
    open.delete(current);
    done.add(current);
    if (until?.(current)) return { dist, prev, reached: current };
    for (const [next, d] of graph.get(current) ?? []) {
      if (done.has(next)) continue;
      const candidate = dist.get(current)! + d;
      if (candidate <= limit && candidate < (dist.get(next) ?? Number.POSITIVE_INFINITY)) {
        dist.set(next, candidate);
        prev.set(next, current);
        open.add(next);
      }
    }
  }
  return { dist, prev, reached: undefined };
}

/** The nodes walked from a start to `node`, in walking order. */
function pathTo(prev: ReadonlyMap<number, number>, node: number): number[] {
  const order = [node];
  while (prev.has(order[0]!)) order.unshift(prev.get(order[0]!)!);
  return order;
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
    const a = farthest(shortestFrom(graph, [first]).dist);
    const { dist, prev } = shortestFrom(graph, [a]);
    order = pathTo(prev, farthest(dist));
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
}

/** `links`: the unnamed ways walked between the pieces, part of the line but not of the trail's identity. */
function shapeTrail(data: OsmData, ways: OsmWay[], name: string, ctx: TrailContext, links: readonly OsmWay[] = []): Trail | undefined {
  let line = joinedLine(data, [...ways, ...links]);
  const length = lineMetres(line);
  if (length < MIN_METRES) return undefined;
  const start = line[0]!;
  const end = line[line.length - 1]!;
  const toHead = (p: LngLat) => nearest(p, ctx.trailheads)?.metres ?? Number.POSITIVE_INFINITY;
  if (toHead(end) < toHead(start)) line = [...line].reverse();
  const last = line[line.length - 1]!;
  const loop = metres(line[0]!, last) <= LOOP_METRES;
  const sacScale = hardest(ways);
  return {
    ways: ways.map((w) => w.id).sort((a, b) => a - b),
    names: namesOf(ways, name),
    line,
    metres: length,
    routeType: loop ? 'loop' : 'pointToPoint',
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
  let network: Graph | undefined;
  for (const [name, ways] of byName) {
    const pieces = connectedPieces(ways);
    const groups = pieces.length > 1 ? linkedPieces((network ??= graphOf(data, [...data.ways.values()].filter(walkable))), pieces) : [{ ways: pieces[0]!, links: [] }];
    for (const { ways: piece, links } of groups) {
      const hiking = piece.some((w) => hikingTagged(w) || inRoute.has(w.id) || w.tags.highway === 'path') || TRAIL_NAME.test(name);
      const trail = hiking ? shapeTrail(data, piece, name, ctx, links) : undefined;
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
