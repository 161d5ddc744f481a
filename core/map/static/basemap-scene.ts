import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { type Camera, type TileSpot, WORLD_TILE } from './camera';
import { compiledFilter, property } from './expression';
import { clipLine, clipRing, outside, pathData, pictureRect, projectThin } from './geometry';
import { type Placement, textBox } from './labels';
import type { TileLayer } from './mvt';
import { type SceneItem, type SceneText, tenth } from './scene';

// The basemap's layers (core/map/basemap-layers.ts) drawn from its vector tiles: each fill and line
// layer becomes one path per colour and width, each symbol layer a set of labels placed without
// overlaps. Symbol layers are drawn after the rest, as maplibre draws symbols over lines and fills.

export interface DecodedTile {
  spot: TileSpot;
  layers: Map<string, TileLayer>;
}

/** Pixels a point may move when thinned: what a screen pixel can show. */
const TOLERANCE = 0.75;

const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const numOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The source layers a picture reads from the tiles. */
export function sourceLayers(layers: readonly LayerSpecification[]): Set<string> {
  return new Set(layers.flatMap((layer) => ('source-layer' in layer && layer['source-layer'] ? [layer['source-layer']] : [])));
}

const visibleAt = (layer: LayerSpecification, zoom: number) => zoom >= (layer.minzoom ?? 0) && zoom < (layer.maxzoom ?? 24);

/** The offset and scale that take a tile's units to picture pixels. */
function tileTransform(tile: DecodedTile, extent: number, camera: Camera): { ox: number; oy: number; k: number } {
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const tileScale = scale / 2 ** tile.spot.z;
  return {
    k: tileScale / extent,
    ox: tile.spot.column * tileScale - (camera.x * scale - camera.width / 2),
    oy: tile.spot.y * tileScale - (camera.y * scale - camera.height / 2),
  };
}

export function basemapScene(layers: readonly LayerSpecification[], tiles: readonly DecodedTile[], camera: Camera, placement: Placement): { background: string; items: SceneItem[] } {
  const { zoom } = camera;
  let background = '#ffffff';
  const items: SceneItem[] = [];
  const labels: (SceneText & { sort: number; order: number })[] = [];
  for (const layer of layers) {
    if (layer.type === 'background') {
      background = str(layer.paint?.['background-color'], background);
      continue;
    }
    if (!visibleAt(layer, zoom) || !('source-layer' in layer) || !layer['source-layer']) continue;
    const sourceLayer = layer['source-layer'];
    const filter = compiledFilter('filter' in layer ? layer.filter : undefined, zoom);
    const drawable = layer.type === 'fill' ? 'Polygon' : layer.type === 'symbol' ? 'Point' : undefined;
    const paint = (layer.paint ?? {}) as Record<string, unknown>;
    const layout = (layer.layout ?? {}) as Record<string, unknown>;
    const get = (value: unknown) => property(value, zoom);
    const groups = new Map<string, { style: Record<string, unknown>; parts: number[][] }>();
    const fillColor = get(paint['fill-color']);
    const lineColor = get(paint['line-color']);
    const lineWidth = get(paint['line-width']);
    const textField = get(layout['text-field']);
    const textSize = get(layout['text-size']);
    const textColor = get(paint['text-color']);
    const haloColor = get(paint['text-halo-color']);
    const haloWidth = get(paint['text-halo-width']);
    const sortKey = get(layout['symbol-sort-key']);
    const fonts = layout['text-font'];
    const dashes = paint['line-dasharray'];
    for (const tile of tiles) {
      const data = tile.layers.get(sourceLayer);
      if (!data) continue;
      const { ox, oy, k } = tileTransform(tile, data.extent, camera);
      for (const feature of data.features) {
        if (drawable ? feature.type !== drawable : feature.type === 'Point') continue;
        const at = { zoom, properties: feature.properties, geometryType: feature.type };
        if (!filter(at)) continue;
        if (layer.type === 'fill' && feature.type === 'Polygon') {
          const color = str(fillColor(at), '#000000');
          const rect = pictureRect(camera.width, camera.height, 2);
          const parts: number[][] = [];
          for (const ring of feature.rings) {
            const pixels = projectThin(ring, ox, oy, k, TOLERANCE);
            if (outside(pixels, rect)) continue;
            const clipped = clipRing(pixels, rect);
            if (clipped.length > 0) parts.push(clipped);
          }
          if (parts.length === 0) continue;
          const group = groups.get(color) ?? { style: { fill: color }, parts: [] };
          group.parts.push(...parts);
          groups.set(color, group);
        } else if (layer.type === 'line' && feature.type !== 'Point') {
          const color = str(lineColor(at), '#000000');
          const width = tenth(numOr(lineWidth(at), 1));
          const dash = Array.isArray(dashes) ? dashes.map((n) => tenth(Number(n) * width)).join(' ') : undefined;
          const rect = pictureRect(camera.width, camera.height, width + 2);
          const parts = feature.rings.flatMap((ring) => {
            const pixels = projectThin(ring, ox, oy, k, TOLERANCE);
            return outside(pixels, rect) ? [] : clipLine(pixels, rect);
          });
          if (parts.length === 0) continue;
          const key = `${color}|${width}|${dash ?? ''}`;
          const group = groups.get(key) ?? { style: { stroke: color, strokeWidth: width, ...(dash ? { dash } : {}) }, parts: [] };
          group.parts.push(...parts);
          groups.set(key, group);
        } else if (layer.type === 'symbol' && feature.type === 'Point') {
          const [tx = 0, ty = 0] = feature.rings[0] ?? [];
          const [x, y] = [ox + tx * k, oy + ty * k];
          if (x < 0 || y < 0 || x > camera.width || y > camera.height) continue;
          const name = textField(at);
          if (typeof name !== 'string' || name === '') continue;
          labels.push({
            kind: 'text',
            layer: layer.id,
            x: tenth(x),
            y: tenth(y),
            text: layout['text-transform'] === 'uppercase' ? name.toUpperCase() : name,
            size: tenth(numOr(textSize(at), 12)),
            color: str(textColor(at), '#000000'),
            halo: str(haloColor(at), '#ffffff'),
            haloWidth: numOr(haloWidth(at), 0),
            bold: Array.isArray(fonts) && fonts.some((font) => /bold/i.test(String(font))),
            letterSpacing: numOr(layout['text-letter-spacing'], 0),
            anchor: 'middle',
            sort: numOr(sortKey(at), 0),
            order: labels.length,
          });
        }
      }
    }
    for (const { style, parts } of groups.values()) {
      items.push({ kind: 'path', layer: layer.id, d: pathData(parts, layer.type === 'fill'), ...style });
    }
  }
  // Labels in maplibre's order of precedence: the sort key, then the layer and tile order.
  labels.sort((a, b) => a.sort - b.sort || a.order - b.order);
  const seen = new Set<string>();
  for (const { sort: _sort, order: _order, ...label } of labels) {
    // A place near a tile's edge is in both tiles' buffers.
    const key = `${label.text}|${Math.round(label.x)}|${Math.round(label.y)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const box = textBox(label);
    const pad = label.haloWidth ?? 0;
    if (placement.claim({ left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad })) items.push(label);
  }
  return { background, items };
}
