import type { DownloadFeature } from '../../geometry/download';
import type { Geometry, Position } from '../../geometry/geometry';
import type { UnitSystem } from '../../format/units';
import { Supercluster } from '@maplibre/geojson-vt';
import { CLUSTER_MAX_ZOOM, FEATURE_LAYER_IDS, type FeatureLook, featureLayers, type HighlightKey, POINT_IMAGE_SIZE } from '../feature-layers';
import { furnitureFeatures } from '../route-furniture';
import { furnitureScene } from './furniture-scene';
import { iconPaths } from './icon-paths';
import { type Camera, mercatorX, mercatorY, projector } from './camera';
import { compiledLayer, num, str } from './compiled-layer';
import type { Evaluation, ParseOnce, StyleLayer } from './expression';
import { clipLine, clipRing, pathData, pictureRect, projectThin } from './geometry';
import { anchored, BASELINE_BELOW_MIDDLE, iconBox, justified, type Placement, textBox, wrapName } from './labels';
import { type SceneItem, tenth } from './scene';

// The page's features over the basemap, drawn by the map island's own layers (core/map/feature-layers.ts):
// polygons and their outlines, paths, their routes' furniture (arrows, start and finish, distance marks:
// furniture-scene.ts), clusters with their counts, and points with their names, each with the paint the
// layer gives it at the picture's zoom. Highlights and the cursor belong to a visitor's interaction and
// are not drawn.

/** The feature layers a picture draws, bottom to top. */
export const DRAWN_FEATURE_LAYERS: readonly string[] = [
  FEATURE_LAYER_IDS.polygons,
  FEATURE_LAYER_IDS.polygonOutlines,
  FEATURE_LAYER_IDS.paths,
  FEATURE_LAYER_IDS.arrows,
  FEATURE_LAYER_IDS.distanceMarks,
  FEATURE_LAYER_IDS.routeEnds,
  FEATURE_LAYER_IDS.clusters,
  FEATURE_LAYER_IDS.clusterCounts,
  FEATURE_LAYER_IDS.points,
];

type Feature = Pick<DownloadFeature, 'geometry' | 'properties'>;

/** A point of the page's features, or a cluster of them, where it stands on the map. */
interface MapPoint {
  position: Position;
  properties: Record<string, unknown>;
}

type Part = { type: 'Point' | 'LineString' | 'Polygon'; coordinates: Position[][] };

function parts(geometry: Geometry): Part[] {
  const c = geometry.coordinates;
  switch (geometry.type) {
    case 'Point':
      return [{ type: 'Point', coordinates: [[c as Position]] }];
    case 'MultiPoint':
      return (c as Position[]).map((point) => ({ type: 'Point', coordinates: [[point]] }));
    case 'LineString':
      return [{ type: 'LineString', coordinates: [c as Position[]] }];
    case 'MultiLineString':
      return [{ type: 'LineString', coordinates: c as Position[][] }];
    case 'Polygon':
      return [{ type: 'Polygon', coordinates: c as Position[][] }];
    case 'MultiPolygon':
      return (c as Position[][][]).map((polygon) => ({ type: 'Polygon', coordinates: polygon }));
  }
}

/**
 * The points as the map's point source shows them at this zoom: clustered by the library maplibre
 * clusters a GeoJSON source with (supercluster, in @maplibre/geojson-vt), with the source's radius
 * (pixels of a 512 px tile) and maximum zoom, at the whole zoom its tiles are cut at. Clusters form
 * zoom by zoom from the maximum down, so no single-zoom grouping gives the same clusters, counts and
 * positions as the map the picture hands over to.
 */
function clustered(points: readonly MapPoint[], radius: number, zoom: number): MapPoint[] {
  const index = new Supercluster({ radius, extent: 512, maxZoom: CLUSTER_MAX_ZOOM, minZoom: zoom, minPoints: 2 });
  index.load(points.map(({ position, properties }) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: position }, properties })));
  return index.getClusters([-180, -90, 180, 90], zoom).map(({ geometry, properties }) => ({ position: geometry.coordinates, properties: properties ?? {} }));
}

interface Shape {
  type: 'LineString' | 'Polygon';
  rings: number[][];
  properties: Record<string, unknown>;
  /** Its path data once worked out (a polygon is drawn twice, fill and outline); null when outside the picture. */
  d?: string | null;
}

export function featureScene(
  features: readonly Feature[],
  look: FeatureLook,
  key: HighlightKey,
  units: UnitSystem,
  locale: string,
  camera: Camera,
  placement: Placement,
  once?: ParseOnce,
): SceneItem[] {
  const { zoom } = camera;
  const project = projector(camera);
  const toPixels = ([lng = 0, lat = 0]: Position): [number, number] => project(mercatorX(lng), mercatorY(lat));
  // A loop, not flatMap: a map page's trails and areas hold tens of thousands of vertices.
  const ringPixels = (ring: Position[]): number[] => {
    const out = new Array<number>(ring.length * 2);
    for (let i = 0; i < ring.length; i++) [out[2 * i], out[2 * i + 1]] = toPixels(ring[i]!);
    return out;
  };
  // Each layer compiled once for the picture (expression.ts), not per feature.
  const specs = featureLayers(look, key);
  const layers = new Map(specs.map((spec) => [spec.id, compiledLayer(spec as StyleLayer, zoom, once)]));
  const layer = (id: string) => layers.get(id)!;
  const at = (properties: Record<string, unknown>, geometryType: string): Evaluation => ({ zoom, properties, geometryType });

  const shapes: Shape[] = [];
  const points: MapPoint[] = [];
  for (const feature of features) {
    const properties = feature.properties ?? {};
    for (const part of parts(feature.geometry)) {
      if (part.type === 'Point') {
        points.push({ position: part.coordinates[0]![0]!, properties });
      } else {
        shapes.push({ type: part.type, properties, rings: part.coordinates.map(ringPixels) });
      }
    }
  }

  const items: SceneItem[] = [];
  const rect = pictureRect(camera.width, camera.height, 40);
  const pathOf = (shape: Shape): string | null => {
    if (shape.d === undefined) {
      const closed = shape.type === 'Polygon';
      // Already in pixels: thinned as they are (no offset, a scale of 1).
      const thin = (ring: number[]) => projectThin(ring, 0, 0, 1, 0.5);
      const drawn = closed ? shape.rings.map((ring) => clipRing(thin(ring), rect)).filter((ring) => ring.length > 0) : shape.rings.flatMap((ring) => clipLine(thin(ring), rect));
      shape.d = drawn.length > 0 ? pathData(drawn, closed, 10) : null;
    }
    return shape.d;
  };
  const drawShapes = (id: string, type: Shape['type'], style: (e: Evaluation) => Record<string, unknown>) => {
    const spec = layer(id);
    for (const shape of shapes) {
      if (shape.type !== type) continue;
      const e = at(shape.properties, shape.type);
      if (!spec.passes(e)) continue;
      const d = pathOf(shape);
      if (d !== null) items.push({ kind: 'path', layer: id, d, ...style(e) } as SceneItem);
    }
  };
  const ids = FEATURE_LAYER_IDS;
  const fills = layer(ids.polygons);
  const outlines = layer(ids.polygonOutlines);
  const paths = layer(ids.paths);
  drawShapes(ids.polygons, 'Polygon', (e) => ({ fill: str(fills.paint('fill-color', e), look.routeColor), fillOpacity: tenth(num(fills.paint('fill-opacity', e), 1) * 100) / 100 }));
  drawShapes(ids.polygonOutlines, 'Polygon', (e) => ({ stroke: str(outlines.paint('line-color', e), look.routeColor), strokeWidth: num(outlines.paint('line-width', e), 1) }));
  drawShapes(ids.paths, 'LineString', (e) => ({
    stroke: str(paths.paint('line-color', e), '#444444'),
    strokeWidth: tenth(num(paths.paint('line-width', e), 2)),
    strokeOpacity: tenth(num(paths.paint('line-opacity', e), 1) * 100) / 100,
  }));
  // The routes' furniture goes here, over the paths; it is placed after the points and their labels, which claim their room first.
  const furnitureAt = items.length;

  // Points cluster as the map island's source does (look.clustering; not past CLUSTER_MAX_ZOOM).
  const level = Math.floor(zoom);
  const shown = look.clustering.enabled && level <= CLUSTER_MAX_ZOOM ? clustered(points, look.clustering.radius, level) : points;
  const visible = shown
    .map(({ position, properties }) => {
      const [x, y] = toPixels(position);
      return { x, y, properties };
    })
    .filter((point) => point.x >= -30 && point.y >= -30 && point.x <= camera.width + 30 && point.y <= camera.height + 30);
  const clusterSpec = layer(ids.clusters);
  const countSpec = layer(ids.clusterCounts);
  const pointSpec = layer(ids.points);
  const counts: Extract<SceneItem, { kind: 'text' }>[] = [];
  for (const point of visible) {
    const e = at(point.properties, 'Point');
    if (!clusterSpec.passes(e)) continue;
    const countSize = num(countSpec.layout('text-size', e), 13);
    items.push({
      kind: 'circle',
      layer: ids.clusters,
      x: tenth(point.x),
      y: tenth(point.y),
      r: num(clusterSpec.paint('circle-radius', e), 16),
      fill: str(clusterSpec.paint('circle-color', e), look.clustering.color),
      stroke: str(clusterSpec.paint('circle-stroke-color', e), '#ffffff'),
      strokeWidth: num(clusterSpec.paint('circle-stroke-width', e), 2),
    });
    const count = {
      kind: 'text' as const,
      layer: ids.clusterCounts,
      x: tenth(point.x),
      y: tenth(point.y + countSize * BASELINE_BELOW_MIDDLE),
      text: String(countSpec.layout('text-field', e)),
      size: countSize,
      color: str(countSpec.paint('text-color', e), '#ffffff'),
      bold: true,
      anchor: 'middle' as const,
    };
    counts.push(count);
    items.push(count);
  }
  // maplibre places the top layer first: the points with their names, then the clusters' counts.
  const fixed = at({}, 'Point');
  const size = num(pointSpec.layout('text-size', fixed), 12);
  const [dx = 0] = (pointSpec.layout('text-offset', fixed) as number[] | undefined) ?? [];
  const maxWidth = num(pointSpec.layout('text-max-width', fixed), 10);
  const lineHeight = num(pointSpec.layout('text-line-height', fixed), 1.2);
  const justify = pointSpec.layout('text-justify', fixed);
  const pins: SceneItem[] = [];
  const names: SceneItem[] = [];
  for (const point of visible) {
    const e = at(point.properties, 'Point');
    if (!pointSpec.passes(e)) continue;
    const scale = num(pointSpec.layout('icon-size', e), 0.5);
    const r = (POINT_IMAGE_SIZE / 2) * scale;
    // A point the site lets overlap is drawn whatever it covers; else it gives way to the symbols placed
    // before it, as a crowded town's points do on the map, its room reaching the layer's padding
    // beyond its icon. Unless it ignores placement, its room keeps names off it. Its name is written
    // where it fits, right of it by the style's offset, a long name's lines centred on it as one block.
    const box = iconBox(point.x, point.y, r, pointSpec.layout('icon-padding', e));
    if (!placement.place(box, pointSpec.layout('icon-allow-overlap', e) === true, pointSpec.layout('icon-ignore-placement', e) === true)) continue;
    const text = str(pointSpec.layout('text-field', e), '');
    const name = text ? anchored(wrapName({ x: 0, y: 0, text, size, anchor: 'start' as const }, maxWidth, lineHeight), 'left', point.x, point.y, [dx * size, 0]) : undefined;
    if (name && placement.claim(textBox(name), pointSpec.layout('text-allow-overlap', e) === true)) {
      names.push({
        kind: 'text',
        layer: ids.points,
        ...justified(name, justify),
        color: str(pointSpec.paint('text-color', e), '#1b1b1b'),
        halo: str(pointSpec.paint('text-halo-color', e), '#ffffff'),
        haloWidth: num(pointSpec.paint('text-halo-width', e), 1.5),
      });
    }
    pins.push({
      kind: 'icon',
      layer: ids.points,
      x: tenth(point.x),
      y: tenth(point.y),
      scale: Math.round(scale * 1000) / 1000,
      ...iconPaths(pointSpec.layout('icon-image', e)),
      fill: str(pointSpec.paint('icon-color', e), look.routeColor),
      halo: str(pointSpec.paint('icon-halo-color', e), '#ffffff'),
      haloWidth: num(pointSpec.paint('icon-halo-width', e), 2),
    });
  }
  // A symbol layer draws its icons, then its text.
  items.push(...pins, ...names);
  for (const count of counts) placement.place(textBox(count), countSpec.layout('text-allow-overlap', fixed) === true, false);
  // Below every furniture layer's zoom (a list's picture) there is nothing to work out.
  if (zoom >= Math.min(layer(ids.arrows).minzoom, layer(ids.distanceMarks).minzoom, layer(ids.routeEnds).minzoom)) {
    const lines = shapes.filter((shape) => shape.type === 'LineString');
    const furniture = furnitureFeatures(features, units, locale);
    items.splice(furnitureAt, 0, ...furnitureScene({ lines, furniture, layer, zoom, width: camera.width, height: camera.height, toPixels, placement }));
  }
  return items;
}
