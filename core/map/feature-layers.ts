import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { MapSettings } from '../site-config';
import { MAP_FONTS } from './fonts';

// The site's features over the basemap (docs/product/maps.md#feature-types-and-styling): polygons, paths and points in their type colours,
// with the site's widths, opacities and point scale interpolated across its zoom range, clusters in
// its cluster colour, and highlight layers the map island points at one entry or feature. Pure data:
// the island adds these to maplibre, the tests read them.

export const FEATURE_SOURCES = { shapes: 'tg-shapes', points: 'tg-points', furniture: 'tg-furniture', cursor: 'tg-cursor' } as const;

/** The SDF images points and path arrows are drawn with (client/map/layers.ts makes them). */
export const POINT_IMAGE = 'tg-point';
export const ARROW_IMAGE = 'tg-arrow';
/** Feature-type icons are images named by this prefix and the icon (core/map/feature-icons.ts). */
export const ICON_IMAGE_PREFIX = 'tg-icon-';
/** A route's start, finish and start/finish markers are images named by this prefix and the kind (core/map/route-furniture.ts). */
export const ROUTE_END_IMAGE_PREFIX = 'tg-route-';
/** The point image's size in pixels at icon-size 1: the site's point scale [0.4, 0.8] makes a 16-32 px dot. */
export const POINT_IMAGE_SIZE = 40;
/** Clusters stop splitting above this zoom (the map's point source, and the picture that clusters as it does); closer in, every point stands alone. */
export const CLUSTER_MAX_ZOOM = 14;

/** Paths without a type colour are 444 (docs/product/maps.md#feature-types-and-styling); points and polygons fall back to the site's route colour. */
const DEFAULT_PATH_COLOR = '#444444';

/** Trail zoom: closer in, a route shows its direction and distance marks; farther out it is shorter than they are. */
export const TRAIL_ZOOM = 13;
/** On a list's map a route's start and finish show from this zoom (farther out its routes would be a field of markers); one entry's map always shows them. */
const ROUTE_ENDS_ZOOM = 11;
const START_COLOR = '#1a9e4b';
const FINISH_COLOR = '#1b1b1b';

export const FEATURE_LAYER_IDS = {
  polygons: 'tg-polygons',
  polygonOutlines: 'tg-polygon-outlines',
  pathHighlight: 'tg-path-highlight',
  paths: 'tg-paths',
  arrows: 'tg-arrows',
  distanceMarks: 'tg-distance-marks',
  routeEnds: 'tg-route-ends',
  clusters: 'tg-clusters',
  clusterCounts: 'tg-cluster-counts',
  pointHighlight: 'tg-point-highlight',
  points: 'tg-points',
  cursor: 'tg-cursor',
} as const;

/** The layers a pointer or a click reaches, top first. */
export const INTERACTIVE_LAYERS = [FEATURE_LAYER_IDS.points, FEATURE_LAYER_IDS.clusters, FEATURE_LAYER_IDS.paths, FEATURE_LAYER_IDS.polygons];

/** Which feature property a highlight matches: the entry (lists of entries) or the feature itself. */
export type HighlightKey = 'entry' | 'feature';

export type FeatureLook = Pick<MapSettings, 'zoom' | 'path' | 'point' | 'polygon' | 'clustering' | 'pointOverlap' | 'routeColor'>;

const overZoom = (look: FeatureLook, [low, high]: readonly [number, number]): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], look.zoom.min, low, look.zoom.max, high];

const colorOr = (fallback: string): ExpressionSpecification => ['coalesce', ['get', 'color'], fallback];
const isType = (...types: string[]): ExpressionSpecification => ['in', ['geometry-type'], ['literal', types]];
const unclustered: ExpressionSpecification = ['!', ['has', 'point_count']];

const lines = isType('LineString', 'MultiLineString');
const polygons = isType('Polygon', 'MultiPolygon');

const only = (key: HighlightKey, value: string | null, base: ExpressionSpecification): ExpressionSpecification => ['all', base, ['==', ['get', key], value ?? '\u0000']];

/** The highlight layers' filters for one list row's key (null: nothing is highlighted). */
export function highlightFilters(key: HighlightKey, value: string | null) {
  return { [FEATURE_LAYER_IDS.pathHighlight]: only(key, value, lines), [FEATURE_LAYER_IDS.pointHighlight]: only(key, value, unclustered) };
}

const LABEL_SIZE = 12;
/** Points are named from this zoom on. */
const LABEL_ZOOM = 11;

/**
 * A point name's offset right of the point, in ems, at a point scale: past the point image's half
 * width and 6 px more, so the name never runs under its own point, which grows as the map zooms in.
 */
const labelOffset = (scale: number): [number, number] => [Math.round((((POINT_IMAGE_SIZE / 2) * scale + 6) / LABEL_SIZE) * 1000) / 1000, 0];

export function featureLayers(look: FeatureLook, key: HighlightKey): LayerSpecification[] {
  const { shapes, points, furniture, cursor } = FEATURE_SOURCES;
  const ids = FEATURE_LAYER_IDS;
  const pathWidth = overZoom(look, look.path.width);
  const pointSize = overZoom(look, look.point.scale);
  const overlap = look.pointOverlap;
  const highlight = highlightFilters(key, null);
  return [
    { id: ids.polygons, type: 'fill', source: shapes, filter: polygons, paint: { 'fill-color': colorOr(look.routeColor), 'fill-opacity': overZoom(look, look.polygon.opacity) } },
    { id: ids.polygonOutlines, type: 'line', source: shapes, filter: polygons, paint: { 'line-color': colorOr(look.routeColor), 'line-width': 1.5 } },
    {
      id: ids.pathHighlight,
      type: 'line',
      source: shapes,
      filter: highlight[ids.pathHighlight],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': colorOr(DEFAULT_PATH_COLOR), 'line-opacity': 0.35, 'line-width': overZoom(look, [look.path.width[0] + 10, look.path.width[1] + 10]) },
    },
    {
      id: ids.paths,
      type: 'line',
      source: shapes,
      filter: lines,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': colorOr(DEFAULT_PATH_COLOR), 'line-width': pathWidth, 'line-opacity': overZoom(look, look.path.opacity) },
    },
    {
      id: ids.arrows,
      type: 'symbol',
      source: shapes,
      filter: ['all', lines, ['==', ['get', 'arrows'], true]],
      minzoom: TRAIL_ZOOM,
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 90,
        'icon-image': ARROW_IMAGE,
        'icon-size': 0.8,
        'icon-rotation-alignment': 'map',
        'icon-allow-overlap': true,
      },
      paint: { 'icon-color': '#ffffff', 'icon-halo-color': colorOr(DEFAULT_PATH_COLOR), 'icon-halo-width': 1 },
    },
    // A route's furniture (core/map/route-furniture.ts). A mark gives way to another mark and to
    // everything placed before it. The markers are drawn over everything below and claim no room: a
    // walk often ends at a hut or a summit, whose name the map then still writes beside the finish.
    // The marks keep off the markers by themselves (route-furniture.ts).
    {
      id: ids.distanceMarks,
      type: 'symbol',
      source: furniture,
      filter: ['==', ['get', 'furniture'], 'mark'],
      minzoom: TRAIL_ZOOM,
      layout: {
        'icon-image': POINT_IMAGE,
        'icon-size': 0.25,
        'text-field': ['get', 'label'],
        'text-font': [MAP_FONTS.bold],
        'text-size': 11,
        'text-anchor': 'left',
        'text-offset': [0.7, 0],
      },
      // A dark dot, not the route's colour: a mark reads as a mark, and where the map and the picture
      // keep different marks at a collision, the route's own pixels still agree.
      paint: {
        'icon-color': '#1b1b1b',
        'icon-halo-color': '#ffffff',
        'icon-halo-width': 1.5,
        'text-color': '#1b1b1b',
        'text-halo-color': '#ffffff',
        'text-halo-width': 1.5,
      },
    },
    {
      id: ids.routeEnds,
      type: 'symbol',
      source: furniture,
      filter: ['!=', ['get', 'furniture'], 'mark'],
      minzoom: key === 'entry' ? ROUTE_ENDS_ZOOM : 0,
      layout: { 'icon-image': ['concat', ROUTE_END_IMAGE_PREFIX, ['get', 'furniture']], 'icon-size': 0.7, 'icon-allow-overlap': true, 'icon-ignore-placement': true },
      paint: { 'icon-color': ['case', ['==', ['get', 'furniture'], 'finish'], FINISH_COLOR, START_COLOR], 'icon-halo-color': '#ffffff', 'icon-halo-width': 2 },
    },
    {
      id: ids.clusters,
      type: 'circle',
      source: points,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': look.clustering.color,
        'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 50, 26],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: ids.clusterCounts,
      type: 'symbol',
      source: points,
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': [MAP_FONTS.bold], 'text-size': 13, 'text-allow-overlap': true },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: ids.pointHighlight,
      type: 'circle',
      source: points,
      filter: highlight[ids.pointHighlight],
      paint: {
        'circle-radius': overZoom(look, [look.point.scale[0] * POINT_IMAGE_SIZE * 0.6, look.point.scale[1] * POINT_IMAGE_SIZE * 0.6]),
        'circle-color': colorOr(look.routeColor),
        'circle-opacity': 0.3,
        'circle-stroke-color': colorOr(look.routeColor),
        'circle-stroke-width': 2,
      },
    },
    {
      id: ids.points,
      type: 'symbol',
      source: points,
      filter: unclustered,
      // Points whose type names a drawable icon carry it (worker/pages/models/download-features.ts).
      // Each point and its name are one symbol, so a name is only ever written beside its own point:
      // the point must find room (or may overlap), its name is written where it fits.
      layout: {
        'icon-image': ['case', ['has', 'icon'], ['concat', ICON_IMAGE_PREFIX, ['get', 'icon']], POINT_IMAGE],
        'icon-size': pointSize,
        'icon-allow-overlap': overlap,
        'icon-ignore-placement': overlap,
        'text-field': ['step', ['zoom'], '', LABEL_ZOOM, ['get', 'text']],
        'text-font': [MAP_FONTS.regular],
        'text-size': LABEL_SIZE,
        'text-anchor': 'left',
        'text-offset': ['interpolate', ['linear'], ['zoom'], look.zoom.min, ['literal', labelOffset(look.point.scale[0])], look.zoom.max, ['literal', labelOffset(look.point.scale[1])]],
        'text-optional': true,
        'text-allow-overlap': overlap,
      },
      paint: {
        'icon-color': colorOr(look.routeColor),
        'icon-halo-color': '#ffffff',
        'icon-halo-width': 2,
        'text-color': '#1b1b1b',
        'text-halo-color': '#ffffff',
        'text-halo-width': 1.5,
      },
    },
    {
      id: ids.cursor,
      type: 'circle',
      source: cursor,
      paint: { 'circle-radius': 8, 'circle-color': '#ffffff', 'circle-stroke-color': '#1b1b1b', 'circle-stroke-width': 3 },
    },
  ];
}
