import { at, type LngLat, metres } from './geography';
import type { OsmData } from './pbf';

// The points a walking guide lists, each as the site's kind (place, lodging, food), its own extra type
// (mountain: huts and peaks; sight: castles, museums, viewpoints, attractions) and category. Nameless
// points stay out (a card needs a title), so do peaks without an elevation.

export interface Place {
  /** "node/5139", "way/333", "relation/52" */
  osm: string;
  kind: 'place' | 'lodging' | 'food';
  extraType?: 'mountain' | 'sight';
  category: string;
  at: LngLat;
  tags: Record<string, string>;
}

function classify(tags: Record<string, string>): Pick<Place, 'kind' | 'extraType' | 'category'> | undefined {
  const { tourism, amenity, natural, historic } = tags;
  if (tourism === 'alpine_hut' || tourism === 'wilderness_hut') return { kind: 'place', extraType: 'mountain', category: 'huts' };
  if (natural === 'peak' && tags.ele && Number.isFinite(Number.parseFloat(tags.ele))) return { kind: 'place', extraType: 'mountain', category: 'peaks' };
  if (historic === 'castle') return { kind: 'place', extraType: 'sight', category: 'castles' };
  if (tourism === 'museum') return { kind: 'place', extraType: 'sight', category: 'museums' };
  if (tourism === 'viewpoint') return { kind: 'place', extraType: 'sight', category: 'viewpoints' };
  if (tourism === 'attraction') return { kind: 'place', extraType: 'sight', category: 'attractions' };
  if (tourism === 'hotel') return { kind: 'lodging', category: 'hotels' };
  if (tourism === 'hostel') return { kind: 'lodging', category: 'hostels' };
  if (tourism === 'guest_house') return { kind: 'lodging', category: 'guest-houses' };
  if (tourism === 'camp_site') return { kind: 'lodging', category: 'campsites' };
  if (amenity === 'restaurant') return { kind: 'food', category: 'restaurants' };
  if (amenity === 'cafe') return { kind: 'food', category: 'cafes' };
  return undefined;
}

/** A way's or relation's point: the mean of its (outer) nodes. */
function centre(points: readonly LngLat[]): LngLat | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  return [Math.round((sum[0] / points.length) * 1e7) / 1e7, Math.round((sum[1] / points.length) * 1e7) / 1e7];
}

function wayPoints(data: OsmData, id: number): LngLat[] {
  return (data.ways.get(id)?.nodes ?? []).flatMap((n) => {
    const node = data.nodes.get(n);
    return node ? [at(node)] : [];
  });
}

/** The same named thing mapped twice (a castle's gate node and its walls): the way or relation wins. */
const SAME_PLACE_METRES = 400;

export function osmPlaces(data: OsmData): Place[] {
  const found: Place[] = [];
  const add = (osm: string, tags: Record<string, string>, point: LngLat | undefined) => {
    const kind = classify(tags);
    if (kind && point && tags.name) found.push({ osm, ...kind, at: point, tags });
  };
  for (const node of data.nodes.values()) add(`node/${node.id}`, node.tags, at(node));
  for (const way of data.ways.values()) add(`way/${way.id}`, way.tags, centre(wayPoints(data, way.id)));
  for (const relation of data.relations) {
    const outer = relation.members.filter((m) => m.type === 'way' && m.role !== 'inner').flatMap((m) => wayPoints(data, m.ref));
    add(`relation/${relation.id}`, relation.tags, centre(outer));
  }
  const rank = (p: Place) => (p.osm.startsWith('node/') ? 1 : 0);
  const kept: Place[] = [];
  for (const place of [...found].sort((a, b) => rank(a) - rank(b))) {
    const twin = kept.find((k) => k.tags.name === place.tags.name && k.category === place.category && metres(k.at, place.at) < SAME_PLACE_METRES);
    if (!twin) kept.push(place);
  }
  return kept;
}
