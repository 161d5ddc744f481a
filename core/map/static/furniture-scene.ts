import { ARROW_SIZE } from '../feature-icons';
import { FEATURE_LAYER_IDS, POINT_IMAGE_SIZE } from '../feature-layers';
import type { FurnitureFeature } from '../route-furniture';
import { type CompiledLayer, num, str } from './compiled-layer';
import type { Evaluation } from './expression';
import { iconPaths } from './icon-paths';
import { BASELINE_BELOW_MIDDLE, type Box, iconBox, type Placement, textBox } from './labels';
import { type SceneItem, tenth } from './scene';

// A route's furniture in the picture (docs/decisions/057-trail-furniture.md), drawn by the map's own
// layers as maplibre draws them: direction arrows every symbol-spacing pixels along the projected line,
// turned to its direction (maplibre's line placement); the start and finish markers, always drawn, and
// claiming room only where their layer says so (it does not: the basemap's name of the hut or summit a
// walk ends at stays beside the finish); the distance marks, each dot and label kept only where its box
// is free, so marks never overlap each other or the points and labels placed before them.

/** A route line in picture pixels, flat [x0, y0, x1, y1, ...] per part. */
interface ProjectedLine {
  properties: Record<string, unknown>;
  rings: number[][];
}

interface FurnitureInput {
  lines: readonly ProjectedLine[];
  furniture: readonly FurnitureFeature[];
  layer: (id: string) => CompiledLayer;
  zoom: number;
  width: number;
  height: number;
  toPixels: (position: number[]) => [number, number];
  placement: Placement;
}

/** Points every `spacing` pixels along a line, the first half a spacing in, with the line's direction in degrees. */
function along(ring: readonly number[], spacing: number): { x: number; y: number; angle: number }[] {
  const out: { x: number; y: number; angle: number }[] = [];
  let next = spacing / 2;
  let walked = 0;
  for (let i = 2; i < ring.length; i += 2) {
    const ax = ring[i - 2]!;
    const ay = ring[i - 1]!;
    const dx = ring[i]! - ax;
    const dy = ring[i + 1]! - ay;
    const length = Math.hypot(dx, dy);
    for (; next <= walked + length; next += spacing) {
      const t = (next - walked) / length;
      out.push({ x: ax + dx * t, y: ay + dy * t, angle: (Math.atan2(dy, dx) * 180) / Math.PI });
    }
    walked += length;
  }
  return out;
}

export function furnitureScene({ lines, furniture, layer, zoom, width, height, toPixels, placement }: FurnitureInput): SceneItem[] {
  const ids = FEATURE_LAYER_IDS;
  const items: SceneItem[] = [];
  const inView = (x: number, y: number, margin: number) => x >= -margin && y >= -margin && x <= width + margin && y <= height + margin;
  const at = (properties: Record<string, unknown>, geometryType: string): Evaluation => ({ zoom, properties, geometryType });

  const arrows = layer(ids.arrows);
  // The arrows' room, claimed once the marks above them are placed, as maplibre places the top layer
  // first: always drawn (their layer allows overlap), they keep the basemap's names and icons placed
  // after them off the route.
  const arrowBoxes: { box: Box; ignorePlacement: boolean }[] = [];
  if (zoom >= arrows.minzoom) {
    for (const line of lines) {
      const e = at(line.properties, 'LineString');
      if (!arrows.passes(e)) continue;
      const spacing = num(arrows.layout('symbol-spacing', e), 250);
      const scale = num(arrows.layout('icon-size', e), 1);
      const style = {
        kind: 'icon' as const,
        layer: ids.arrows,
        scale,
        size: ARROW_SIZE,
        ...iconPaths(arrows.layout('icon-image', e)),
        fill: str(arrows.paint('icon-color', e), '#ffffff'),
        halo: str(arrows.paint('icon-halo-color', e), '#444444'),
        haloWidth: num(arrows.paint('icon-halo-width', e), 1),
      };
      const ignorePlacement = arrows.layout('icon-ignore-placement', e) === true;
      const padding = arrows.layout('icon-padding', e);
      for (const ring of line.rings) {
        for (const spot of along(ring, spacing)) {
          if (!inView(spot.x, spot.y, ARROW_SIZE)) continue;
          items.push({ ...style, x: tenth(spot.x), y: tenth(spot.y), rotate: Math.round(spot.angle) });
          arrowBoxes.push({ box: iconBox(spot.x, spot.y, (ARROW_SIZE / 2) * scale, padding), ignorePlacement });
        }
      }
    }
  }

  const spots = furniture.map((feature) => {
    const [x, y] = toPixels(feature.geometry.coordinates);
    return { x, y, e: at(feature.properties as unknown as Record<string, unknown>, 'Point') };
  });
  const icon = (spec: CompiledLayer, id: string, spot: (typeof spots)[number], scale: number) => ({
    kind: 'icon' as const,
    layer: id,
    x: tenth(spot.x),
    y: tenth(spot.y),
    scale,
    ...iconPaths(spec.layout('icon-image', spot.e)),
    fill: str(spec.paint('icon-color', spot.e), '#1b1b1b'),
    halo: str(spec.paint('icon-halo-color', spot.e), '#ffffff'),
    haloWidth: num(spec.paint('icon-halo-width', spot.e), 1),
  });

  // The markers first: placed before the marks, always drawn.
  const ends = layer(ids.routeEnds);
  const drawnEnds: SceneItem[] = [];
  if (zoom >= ends.minzoom) {
    for (const spot of spots) {
      if (!ends.passes(spot.e) || !inView(spot.x, spot.y, POINT_IMAGE_SIZE)) continue;
      const scale = num(ends.layout('icon-size', spot.e), 1);
      const r = (POINT_IMAGE_SIZE / 2) * scale;
      const box = iconBox(spot.x, spot.y, r, ends.layout('icon-padding', spot.e));
      if (placement.place(box, ends.layout('icon-allow-overlap', spot.e) === true, ends.layout('icon-ignore-placement', spot.e) === true)) drawnEnds.push(icon(ends, ids.routeEnds, spot, scale));
    }
  }

  const marks = layer(ids.distanceMarks);
  if (zoom >= marks.minzoom) {
    for (const spot of spots) {
      if (!marks.passes(spot.e)) continue;
      const scale = num(marks.layout('icon-size', spot.e), 1);
      const size = num(marks.layout('text-size', spot.e), 12);
      const [dx = 0] = (marks.layout('text-offset', spot.e) as number[] | undefined) ?? [];
      const r = (POINT_IMAGE_SIZE / 2) * scale;
      const label = { x: tenth(spot.x + dx * size), y: tenth(spot.y + size * BASELINE_BELOW_MIDDLE), text: str(marks.layout('text-field', spot.e), ''), size, anchor: 'start' as const };
      const text = textBox(label);
      // The dot and its label together, as maplibre places an icon with its text: both or neither.
      if (!placement.claim({ left: spot.x - r, top: Math.min(spot.y - r, text.top), right: text.right, bottom: Math.max(spot.y + r, text.bottom) })) continue;
      items.push(icon(marks, ids.distanceMarks, spot, scale));
      items.push({
        kind: 'text',
        layer: ids.distanceMarks,
        ...label,
        color: str(marks.paint('text-color', spot.e), '#1b1b1b'),
        halo: str(marks.paint('text-halo-color', spot.e), '#ffffff'),
        haloWidth: num(marks.paint('text-halo-width', spot.e), 1.5),
        bold: true,
      });
    }
  }
  for (const { box, ignorePlacement } of arrowBoxes) placement.place(box, true, ignorePlacement);
  return [...items, ...drawnEnds];
}
