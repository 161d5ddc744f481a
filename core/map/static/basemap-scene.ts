import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { type Camera, type TileSpot, WORLD_TILE } from './camera';
import { compileLayer, type StyleLayer } from './expression';
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

const isBold = (fonts: unknown) => Array.isArray(fonts) && fonts.some((font) => /bold/i.test(String(font)));

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
      background = str(compileLayer(layer as StyleLayer, zoom).paint('background-color', { zoom, properties: {}, geometryType: 'Point' }), background);
      continue;
    }
    if (!visibleAt(layer, zoom) || !('source-layer' in layer) || !layer['source-layer']) continue;
    const sourceLayer = layer['source-layer'];
    const style = compileLayer(layer as StyleLayer, zoom);
    const drawable = layer.type === 'fill' ? 'Polygon' : layer.type === 'symbol' ? 'Point' : undefined;
    const groups = new Map<string, { style: Record<string, unknown>; parts: number[][] }>();
    for (const tile of tiles) {
      const data = tile.layers.get(sourceLayer);
      if (!data) continue;
      const { ox, oy, k } = tileTransform(tile, data.extent, camera);
      for (const feature of data.features) {
        if (drawable ? feature.type !== drawable : feature.type === 'Point') continue;
        const at = { zoom, properties: feature.properties, geometryType: feature.type };
        if (!style.passes(at)) continue;
        if (layer.type === 'fill' && feature.type === 'Polygon') {
          const color = str(style.paint('fill-color', at), '#000000');
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
          const color = str(style.paint('line-color', at), '#000000');
          const width = tenth(numOr(style.paint('line-width', at), 1));
          const dashes = style.paint('line-dasharray', at);
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
          const name = style.layout('text-field', at);
          if (typeof name !== 'string' || name === '') continue;
          labels.push({
            kind: 'text',
            layer: layer.id,
            x: tenth(x),
            y: tenth(y),
            text: style.layout('text-transform', at) === 'uppercase' ? name.toUpperCase() : name,
            size: tenth(numOr(style.layout('text-size', at), 12)),
            color: str(style.paint('text-color', at), '#000000'),
            halo: str(style.paint('text-halo-color', at), '#ffffff'),
            haloWidth: numOr(style.paint('text-halo-width', at), 0),
            bold: isBold(style.layout('text-font', at)),
            letterSpacing: numOr(style.layout('text-letter-spacing', at), 0),
            anchor: 'middle',
            sort: numOr(style.layout('symbol-sort-key', at), 0),
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
