import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Camera, TileSpot } from './camera';
import { type CompiledLayer, compileLayer, type Evaluation, type ParseOnce, type StyleLayer } from './expression';
import { filterKeys } from './filter-keys';
import { clipLine, clipRing, outside, pathData, pictureRect } from './geometry';
import { NearFeatures } from './near-features';
import type { Placement } from './labels';
import type { TileLayer } from './mvt';
import { type SceneItem, tenth } from './scene';
import type { SpriteIcon } from './sprite-icons';
import { lineSymbol, pointSymbol, placeSymbols, type SymbolCandidate } from './symbols';
import { num, str } from './compiled-layer';

// A vector style's layers (the built-in basemap's, a Protomaps flavour's, a tile service's) drawn from
// its vector tiles: each fill and line layer becomes one path per colour, opacity, width and dash, each
// symbol layer names and sprite icons placed without overlaps (symbols.ts). Symbols are drawn after
// the rest, as maplibre draws symbols over lines and fills.

export interface DecodedTile {
  spot: TileSpot;
  layers: Map<string, TileLayer>;
}

/** The source layers a picture reads from the tiles. */
export function sourceLayers(layers: readonly LayerSpecification[]): Set<string> {
  return new Set(layers.flatMap((layer) => ('source-layer' in layer && layer['source-layer'] ? [layer['source-layer']] : [])));
}

const visibleAt = (layer: LayerSpecification, zoom: number) => zoom >= (layer.minzoom ?? 0) && zoom < (layer.maxzoom ?? 24);

/** How a fill or line layer draws one feature: its path's attributes, the key of the path it joins, and a line's width. */
interface Look {
  key: string;
  attributes: Record<string, unknown>;
  width: number;
}

/** A fill's colour and opacity, or nothing when it is transparent. */
function fillLook(style: CompiledLayer, at: Evaluation): Look | undefined {
  const opacity = num(style.paint('fill-opacity', at), 1);
  if (opacity <= 0) return undefined;
  const color = str(style.paint('fill-color', at), '#000000');
  return { key: `${color}|${opacity}`, attributes: { fill: color, ...(opacity < 1 ? { fillOpacity: tenth(opacity * 100) / 100 } : {}) }, width: 0 };
}

/** A line's stroke (a casing is the road's width plus its gap), or nothing. */
function lineLook(style: CompiledLayer, at: Evaluation): Look | undefined {
  const opacity = num(style.paint('line-opacity', at), 1);
  const gap = num(style.paint('line-gap-width', at), 0);
  const line = num(style.paint('line-width', at), 1);
  const width = tenth(gap > 0 ? gap + 2 * line : line);
  if (opacity <= 0 || width <= 0) return undefined;
  const dashes = style.paint('line-dasharray', at);
  const dash = Array.isArray(dashes) && dashes.length > 0 ? dashes.map((n) => tenth(Number(n) * line)).join(' ') : undefined;
  const stroke = str(style.paint('line-color', at), '#000000');
  const strokeOpacity = opacity < 1 ? tenth(opacity * 100) / 100 : undefined;
  return {
    key: `${stroke}|${width}|${strokeOpacity ?? 1}|${dash ?? ''}`,
    attributes: { stroke, strokeWidth: width, ...(strokeOpacity !== undefined ? { strokeOpacity } : {}), ...(dash ? { dash } : {}) },
    width,
  };
}

const LOOK_PROPERTIES = { fill: ['fill-opacity', 'fill-color'], line: ['line-opacity', 'line-gap-width', 'line-width', 'line-dasharray', 'line-color'] };

/**
 * The look of a fill or line layer's features, worked out once per value of the properties that read
 * a feature (most of a Protomaps flavour's layers vary with the zoom alone; a path's colour with its
 * kind of path), as every other property is the same for all of them.
 */
function layerLook(type: 'fill' | 'line', style: CompiledLayer): (at: Evaluation) => Look | undefined {
  const look = type === 'fill' ? fillLook : lineLook;
  const varying = LOOK_PROPERTIES[type].filter((name) => style.perFeature('paint', name));
  const looks = new Map<unknown, Look | undefined>();
  // One varying value is its own key (a colour's text); several, their text together; none, one key.
  // Chosen once: called for every feature a layer draws, it makes no array where one value decides.
  const [only] = varying;
  const keyOf: (at: Evaluation) => unknown = varying.length > 1 ? (at) => JSON.stringify(varying.map((name) => style.paint(name, at))) : only ? (at) => style.paint(only, at) : () => undefined;
  return (at) => {
    const key = keyOf(at);
    if (!looks.has(key)) looks.set(key, look(style, at));
    return looks.get(key);
  };
}

const LINE_PLACEMENTS = new Set(['line', 'line-center']);

export function basemapScene(
  layers: readonly LayerSpecification[],
  tiles: readonly DecodedTile[],
  camera: Camera,
  placement: Placement,
  icons: ReadonlyMap<string, SpriteIcon>,
  once?: ParseOnce,
): { background: string; items: SceneItem[] } {
  const { zoom } = camera;
  let background = '#ffffff';
  const items: SceneItem[] = [];
  const symbols: SymbolCandidate[] = [];
  const near = new Map<TileLayer, NearFeatures>();
  const nearOf = (tile: DecodedTile, data: TileLayer) => {
    let found = near.get(data);
    if (!found) {
      found = new NearFeatures(data, tile.spot, camera);
      near.set(data, found);
    }
    return found;
  };
  const fillRect = pictureRect(camera.width, camera.height, 2);
  const symbolRect = pictureRect(camera.width, camera.height, 0);
  // One evaluation refilled per feature: the style reads it synchronously and keeps nothing, and a
  // picture evaluates tens of thousands of features.
  const at: Evaluation = { zoom, properties: {}, geometryType: 'Point' };
  // maplibre places a layer's symbols tile by tile, lower zooms first, then from the bottom row up and
  // right to left within a row (its renderable tiles for symbol layers), so where two names crowd each
  // other across a tile's edge the lower tile's stays: the order found is the order placed.
  const ordered = [...tiles].sort((a, b) => a.spot.z - b.spot.z || b.spot.y - a.spot.y || b.spot.column - a.spot.column);
  layers.forEach((layer, index) => {
    if (layer.layout && 'visibility' in layer.layout && layer.layout.visibility === 'none') return;
    if (layer.type === 'background') {
      background = str(compileLayer(layer as StyleLayer, zoom, once).paint('background-color', { zoom, properties: {}, geometryType: 'Point' }), background);
      return;
    }
    if (!visibleAt(layer, zoom) || !('source-layer' in layer) || !layer['source-layer']) return;
    if (layer.type !== 'fill' && layer.type !== 'line' && layer.type !== 'symbol') return;
    const sourceLayer = layer['source-layer'];
    const style = compileLayer(layer as StyleLayer, zoom, once);
    const keys = filterKeys(layer.filter);
    const fixed = { zoom, properties: {}, geometryType: 'Point' };
    const alongLines = layer.type === 'symbol' && LINE_PLACEMENTS.has(String(style.layout('symbol-placement', fixed))) && style.layout('text-rotation-alignment', fixed) !== 'viewport';
    const groups = new Map<string, { style: Record<string, unknown>; parts: number[][] }>();
    const add = (key: string, look: Record<string, unknown>, parts: number[][]) => {
      const group = groups.get(key);
      if (group) for (const part of parts) group.parts.push(part);
      else groups.set(key, { style: look, parts });
    };
    const lookOf = layer.type === 'symbol' ? undefined : layerLook(layer.type, style);
    for (const tile of ordered) {
      const data = tile.layers.get(sourceLayer);
      if (!data) continue;
      const nearby = nearOf(tile, data);
      const { features } = nearby;
      const candidates = nearby.candidates(keys);
      const count = candidates ? candidates.length : features.length;
      for (let n = 0; n < count; n++) {
        const f = candidates ? candidates[n]! : n;
        const feature = features[f]!;
        if (layer.type === 'fill' && feature.type !== 'Polygon') continue;
        if (layer.type === 'line' && feature.type === 'Point') continue;
        at.properties = feature.properties;
        at.geometryType = feature.type;
        if (!style.passes(at)) continue;
        if (lookOf) {
          const look = lookOf(at);
          if (!look) continue;
          const parts: number[][] = [];
          if (layer.type === 'fill') {
            for (const ring of nearby.rings(f)) {
              const clipped = clipRing(ring, fillRect);
              if (clipped.length > 0) parts.push(clipped);
            }
          } else {
            const rect = pictureRect(camera.width, camera.height, look.width + 2);
            for (const ring of nearby.rings(f)) if (!outside(ring, rect)) for (const piece of clipLine(ring, rect)) parts.push(piece);
          }
          if (parts.length > 0) add(look.key, look.attributes, parts);
        } else {
          const rank = (sort: unknown): [number, number, number] => [-index, num(sort, 0), symbols.length];
          if (alongLines && feature.type === 'LineString') {
            const lines: number[][] = [];
            for (const ring of nearby.rings(f)) for (const piece of clipLine(ring, symbolRect)) lines.push(piece);
            if (lines.length === 0) continue;
            const found = lineSymbol(layer.id, style, at, lines);
            if (found) symbols.push({ ...found, rank: rank(style.layout('symbol-sort-key', at)) });
            continue;
          }
          if (feature.type === 'Polygon') continue;
          // A line's symbol kept upright to the viewport (a road's shield) stands at the line's middle.
          const { ox, oy, k } = nearby.transform;
          const ring = feature.rings[0] ?? [];
          const middle = feature.type === 'Point' ? 0 : Math.floor(ring.length / 4) * 2;
          const [x, y] = [ox + (ring[middle] ?? 0) * k, oy + (ring[middle + 1] ?? 0) * k];
          if (x < 0 || y < 0 || x > camera.width || y > camera.height) continue;
          const found = pointSymbol(layer.id, style, at, x, y, icons);
          if (found) symbols.push({ ...found, rank: rank(style.layout('symbol-sort-key', at)) });
        }
      }
    }
    for (const { style: look, parts } of groups.values()) {
      items.push({ kind: 'path', layer: layer.id, d: pathData(parts, layer.type === 'fill'), ...look });
    }
  });
  items.push(...placeSymbols(symbols, placement));
  return { background, items };
}
