import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { type Camera, type TileSpot, WORLD_TILE } from './camera';
import { evaluate, passes } from './expression';
import { clipLine, clipRing, outside, pathData, pictureRect, thin } from './geometry';
import { Placement, textBox } from './labels';
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

function toPixels(tile: DecodedTile, extent: number, camera: Camera): (ring: number[]) => number[] {
  const scale = WORLD_TILE * 2 ** camera.zoom;
  const tileScale = scale / 2 ** tile.spot.z;
  const k = tileScale / extent;
  const ox = tile.spot.column * tileScale - (camera.x * scale - camera.width / 2);
  const oy = tile.spot.y * tileScale - (camera.y * scale - camera.height / 2);
  return (ring) => {
    const out = new Array<number>(ring.length);
    for (let i = 0; i < ring.length; i += 2) {
      out[i] = ox + ring[i]! * k;
      out[i + 1] = oy + ring[i + 1]! * k;
    }
    return out;
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
    const filter = 'filter' in layer ? layer.filter : undefined;
    const groups = new Map<string, { style: Record<string, unknown>; parts: number[][] }>();
    for (const tile of tiles) {
      const data = tile.layers.get(sourceLayer);
      if (!data) continue;
      const project = toPixels(tile, data.extent, camera);
      for (const feature of data.features) {
        const at = { zoom, properties: feature.properties, geometryType: feature.type };
        if (!passes(filter, at)) continue;
        if (layer.type === 'fill' && feature.type === 'Polygon') {
          const color = str(evaluate(layer.paint?.['fill-color'], at), '#000000');
          const rect = pictureRect(camera.width, camera.height, 2);
          const parts = feature.rings.map((ring) => clipRing(thin(project(ring), TOLERANCE), rect)).filter((ring) => ring.length > 0);
          if (parts.length === 0) continue;
          const group = groups.get(color) ?? { style: { fill: color }, parts: [] };
          group.parts.push(...parts);
          groups.set(color, group);
        } else if (layer.type === 'line' && feature.type !== 'Point') {
          const color = str(evaluate(layer.paint?.['line-color'], at), '#000000');
          const width = tenth(numOr(evaluate(layer.paint?.['line-width'], at), 1));
          const dashes = layer.paint?.['line-dasharray'];
          const dash = Array.isArray(dashes) ? dashes.map((n) => tenth(Number(n) * width)).join(' ') : undefined;
          const rect = pictureRect(camera.width, camera.height, width + 2);
          const parts = feature.rings.flatMap((ring) => {
            const pixels = project(ring);
            return outside(pixels, rect) ? [] : clipLine(thin(pixels, TOLERANCE), rect);
          });
          if (parts.length === 0) continue;
          const key = `${color}|${width}|${dash ?? ''}`;
          const group = groups.get(key) ?? { style: { stroke: color, strokeWidth: width, ...(dash ? { dash } : {}) }, parts: [] };
          group.parts.push(...parts);
          groups.set(key, group);
        } else if (layer.type === 'symbol' && feature.type === 'Point') {
          const layout = layer.layout ?? {};
          const name = evaluate(layout['text-field'], at);
          if (typeof name !== 'string' || name === '') continue;
          const [x = 0, y = 0] = project(feature.rings[0] ?? []);
          if (x < 0 || y < 0 || x > camera.width || y > camera.height) continue;
          const fonts = layout['text-font'];
          labels.push({
            kind: 'text',
            layer: layer.id,
            x: tenth(x),
            y: tenth(y),
            text: layout['text-transform'] === 'uppercase' ? name.toUpperCase() : name,
            size: tenth(numOr(evaluate(layout['text-size'], at), 12)),
            color: str(evaluate(layer.paint?.['text-color'], at), '#000000'),
            halo: str(evaluate(layer.paint?.['text-halo-color'], at), '#ffffff'),
            haloWidth: numOr(evaluate(layer.paint?.['text-halo-width'], at), 0),
            bold: Array.isArray(fonts) && fonts.some((font) => /bold/i.test(String(font))),
            letterSpacing: numOr(layout['text-letter-spacing'], 0),
            anchor: 'middle',
            sort: numOr(evaluate(layout['symbol-sort-key'], at), 0),
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
