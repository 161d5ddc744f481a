import type { Feature, FeatureCollection, Geometry, LineString, Position } from 'geojson';
import { directionsLink } from '../../core/geometry/directions-link';
import type { Geometry as DirectionsGeometry } from '../../core/geometry/geometry';
import type { HighlightKey } from '../../core/map/feature-layers';
import type { MapFeatureProperties } from '../../core/map/map-feature';
import type { MapPopupModel } from '../../ui/islands/MapPopup';

export type MapFeature = Feature<Geometry, MapFeatureProperties>;

/** A page's features, split the way the map draws them: points may cluster, lines and areas never do. */
export interface FeatureData {
  points: FeatureCollection<Geometry, MapFeatureProperties>;
  shapes: FeatureCollection<Geometry, MapFeatureProperties>;
  /** The features of each list row, by the row's key. */
  byKey: Map<string, MapFeature[]>;
  /** [west, south, east, north] of everything, absent when there is nothing. */
  bounds?: [number, number, number, number];
  /** The first line: what a fly-through follows and the profile cursor marks. */
  route?: LineString;
}

const isPoint = (feature: MapFeature) => feature.geometry.type === 'Point' || feature.geometry.type === 'MultiPoint';

function positions(geometry: Geometry): Position[] {
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(positions);
  const flat = (value: unknown): Position[] => (Array.isArray(value) && typeof value[0] === 'number' ? [value as Position] : Array.isArray(value) ? value.flatMap(flat) : []);
  return flat(geometry.coordinates);
}

export function boundsOf(features: readonly MapFeature[]): FeatureData['bounds'] {
  let box: [number, number, number, number] | undefined;
  for (const feature of features) {
    for (const [lng = 0, lat = 0] of positions(feature.geometry)) {
      box = box ? [Math.min(box[0], lng), Math.min(box[1], lat), Math.max(box[2], lng), Math.max(box[3], lat)] : [lng, lat, lng, lat];
    }
  }
  return box;
}

function firstLine(features: readonly MapFeature[]): LineString | undefined {
  for (const { geometry } of features) {
    if (geometry.type === 'LineString') return geometry;
    if (geometry.type === 'MultiLineString' && geometry.coordinates[0]) return { type: 'LineString', coordinates: geometry.coordinates.flat() };
  }
  return undefined;
}

function featureData(features: readonly MapFeature[], key: HighlightKey): FeatureData {
  const byKey = new Map<string, MapFeature[]>();
  for (const feature of features) {
    const value = feature.properties[key];
    byKey.set(value, [...(byKey.get(value) ?? []), feature]);
  }
  const bounds = boundsOf(features);
  const route = firstLine(features);
  return {
    points: { type: 'FeatureCollection', features: features.filter(isPoint) },
    shapes: { type: 'FeatureCollection', features: features.filter((feature) => !isPoint(feature)) },
    byKey,
    ...(bounds ? { bounds } : {}),
    ...(route ? { route } : {}),
  };
}

/**
 * The page's features.geojson. Nothing to draw answers 404 with the no_features text (docs/product/maps.md#downloads): an empty map,
 * not a failure. Any other failure throws, and the island says the map could not load.
 */
export async function loadFeatures(url: string, key: HighlightKey): Promise<FeatureData> {
  const res = await fetch(url, { headers: { Accept: 'application/geo+json' } });
  if (res.status === 404) return featureData([], key);
  if (!res.ok) throw new Error(`features: HTTP ${res.status}`);
  const collection = (await res.json()) as FeatureCollection<Geometry, MapFeatureProperties>;
  return featureData(collection.features, key);
}

/** Where a feature's popup opens: the point itself, a line's start (its trailhead), an area's middle. */
export function anchorOf(feature: MapFeature): [number, number] {
  const all = positions(feature.geometry);
  const [lng = 0, lat = 0] = all[0] ?? [];
  return feature.geometry.type === 'Polygon' || feature.geometry.type === 'MultiPolygon'
    ? [all.reduce((sum, p) => sum + p[0]!, 0) / all.length, all.reduce((sum, p) => sum + p[1]!, 0) / all.length]
    : [lng, lat];
}

export interface PopupOptions {
  /** Popup directions, on per site (docs/product/maps.md#popups). */
  directions: boolean;
  /** A map of one entry's features (its detail page's, its embed's) does not link to that entry's page. */
  linkToEntry: boolean;
}

/** A feature's popup from its features.geojson properties; directions lead to a point or a line's start (docs/product/maps.md#directions). */
export function popupModel(feature: MapFeature, options: PopupOptions): MapPopupModel {
  const { text, title, type, popup, href } = feature.properties;
  const directions = options.directions ? directionsLink({ geometry: feature.geometry as DirectionsGeometry }) : undefined;
  return {
    title: text || title,
    ...(type ? { kind: text && text !== title ? `${type} · ${title}` : type } : {}),
    lines: popup ?? [],
    ...(options.linkToEntry && href ? { href } : {}),
    ...(directions ? { directions } : {}),
  };
}
