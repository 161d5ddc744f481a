import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { layers, namedFlavor } from '@protomaps/basemaps';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { describe, expect, it } from 'vitest';
import { syntheticTile } from '../../../test/support/synthetic-tiles';
import { basemapScene, sourceLayers } from './basemap-scene';
import type { Camera } from './camera';
import { type Box, Placement, textBox } from './labels';
import { decodeTile } from './mvt';
import type { SceneItem } from './scene';
import type { SpriteIcon } from './sprite-icons';

// A real style, Protomaps' light flavour, over made-up tiles in its schema (test/support/synthetic-tiles.ts).

const LIGHT = layers('protomaps', namedFlavor('light'), { lang: 'en' }) as LayerSpecification[];
const CAFE: SpriteIcon = { width: 16, height: 16, paths: [{ d: 'M2 2H14V14H2Z', fill: '#8b5a2b' }] };

/** The picture at `zoom` of one z14 tile's middle, drawn by the light flavour. */
function draw(zoom: number, icons: ReadonlyMap<string, SpriteIcon> = new Map([['cafe', CAFE]]), taken: readonly Box[] = [], style: LayerSpecification[] = LIGHT) {
  const spot = { z: 14, x: 5000, y: 7000, column: 5000 };
  const camera: Camera = { x: (spot.x + 0.5) / 2 ** 14, y: (spot.y + 0.5) / 2 ** 14, zoom, width: 960, height: 480 };
  const tile = { spot, layers: decodeTile(syntheticTile('protomaps'), sourceLayers(style)) };
  // Room a trail's own points claimed first (static-map.ts places them before the basemap).
  const placement = new Placement(camera.width, camera.height);
  for (const box of taken) placement.claim(box);
  return basemapScene(style, [tile], camera, placement, icons);
}

/** A tile of named points of interest alone, at [x, y] in its 4096 units, as a tile server sends it. */
const poisTile = (points: [name: string, x: number, y: number][]) =>
  decodeTile(fromGeojsonVt({ pois: { features: points.map(([name, x, y]) => ({ type: 1, geometry: [[x, y]], tags: { name } })) } } as never, { version: 2, extent: 4096 }), new Set(['pois']));

type Of<Kind> = Extract<SceneItem, { kind: Kind }>;
const of = <Kind extends SceneItem['kind']>(items: SceneItem[], kind: Kind, layer: string) => items.filter((item): item is Of<Kind> => item.kind === kind && item.layer === layer);
const color = (id: string) => (LIGHT.find((layer) => layer.id === id)!.paint as Record<string, unknown>)[id === 'background' ? 'background-color' : 'fill-color'];

describe("a Protomaps flavour's picture", () => {
  const { background, items } = draw(15);

  it('fills the earth, water, parks and buildings in the flavour’s colours, with their opacity', () => {
    expect(background).toBe(color('background'));
    expect(of(items, 'path', 'earth')[0]!.fill).toBe(color('earth'));
    expect(of(items, 'path', 'water')[0]!.fill).toBe(color('water'));
    expect(of(items, 'path', 'landuse_park')).toHaveLength(1);
    const buildings = of(items, 'path', 'buildings');
    expect(buildings).toHaveLength(1);
    expect(buildings[0]!.fillOpacity).toBeGreaterThan(0);
    expect(buildings[0]!.fillOpacity).toBeLessThan(1);
    // The light flavour fades landcover out by zoom 7: at 15 it is not drawn at all.
    expect(of(items, 'path', 'landcover')).toHaveLength(0);
  });

  it('draws roads with their casings wider than the roads, railways and boundaries dashed, each style one path', () => {
    const highway = of(items, 'path', 'roads_highway')[0]!;
    const casing = of(items, 'path', 'roads_highway_casing_late')[0]!;
    expect(casing.strokeWidth).toBeGreaterThan(highway.strokeWidth!);
    expect(of(items, 'path', 'roads_other')).toHaveLength(1);
    const rail = of(items, 'path', 'roads_rail')[0]!;
    expect(rail.dash).toMatch(/^[\d.]+ [\d.]+$/);
    expect(rail.strokeOpacity).toBeLessThan(1);
    expect(of(items, 'path', 'boundaries')[0]!.dash).toMatch(/^[\d.]+ [\d.]+$/);
    expect(of(items, 'path', 'water_river')).toHaveLength(1);
  });

  it('names roads and rivers along their lines, upright, and towns and points with halos, none overlapping', () => {
    const roadNames = [...of(items, 'text', 'roads_labels_major'), ...of(items, 'text', 'roads_labels_minor')];
    expect(roadNames.map((label) => label.text).sort()).toEqual(['Coast Highway', 'Main Street', 'Oak Lane', 'Ridge Trail']);
    const main = roadNames.find((label) => label.text === 'Main Street')!;
    expect(Math.abs(main.rotate!)).toBe(90);
    const oak = roadNames.find((label) => label.text === 'Oak Lane')!;
    expect(oak.rotate).toBeLessThan(0);
    expect(oak.rotate).toBeGreaterThan(-90);
    expect(of(items, 'text', 'water_waterway_label').map((label) => label.text)).toEqual(['Long River']);
    const town = of(items, 'text', 'places_locality').find((label) => label.text === 'Harbourton')!;
    expect(town.haloWidth).toBeGreaterThan(0);
    expect(town.halo).toMatch(/^#|^rgba/);
    // Nextdoor stands 15 px from Harbourton: one of the two names gives way.
    expect(of(items, 'text', 'places_locality')).toHaveLength(1);
    const texts = items.filter((item): item is Of<'text'> => item.kind === 'text' && !item.rotate);
    const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const [i, a] of texts.entries()) for (const b of texts.slice(i + 1)) expect(overlap(textBox(a), textBox(b)), `${a.text} / ${b.text}`).toBe(false);
  });

  it("draws a point's icon from the sprite's drawings, its name beside it; an icon the sprite lacks only as its name", () => {
    const [cafe] = of(items, 'sprite', 'pois');
    expect(cafe).toMatchObject({ width: 16, height: 16, paths: CAFE.paths });
    const names = of(items, 'text', 'pois');
    expect(names.map((label) => label.text).sort()).toEqual(['Bean Cafe', 'Old Museum']);
    expect(names.find((label) => label.text === 'Bean Cafe')!.x).toBeGreaterThan(cafe!.x);
    expect(of(draw(15, new Map()).items, 'sprite', 'pois')).toHaveLength(0);
  });

  it("stands a point's name the style's text offset and its padding from its point whatever the icon's size, as maplibre places it with variable anchors", () => {
    // The light flavour's points of interest: text-offset [1.1, 0] ems, variable anchors left and right,
    // the default text-padding of 2 px; 10 px names at zoom 15.
    for (const icon of [CAFE, { ...CAFE, width: 40, height: 40 }]) {
      const drawn = draw(15, new Map([['cafe', icon]])).items;
      const [cafe] = of(drawn, 'sprite', 'pois');
      const name = of(drawn, 'text', 'pois').find((label) => label.text === 'Bean Cafe')!;
      expect(name.anchor).toBe('start');
      expect(name.x - cafe!.x).toBeCloseTo(11 + 2, 1);
    }
  });

  it("stands a point's name at one anchor moved by the text offset as the style writes it, whatever the icon's size, as maplibre shapes it", () => {
    // A tile service's style (OpenMapTiles' points of interest): the name's top 0.6 ems below its point, or its end 1 em left of it.
    const pois = (layout: Record<string, unknown>): LayerSpecification[] => [
      { id: 'poi', type: 'symbol', source: 'omt', 'source-layer': 'pois', layout: { 'icon-image': ['get', 'kind'], 'text-field': ['get', 'name'], 'text-size': 12, ...layout } },
    ];
    for (const icon of [CAFE, { ...CAFE, width: 40, height: 40 }]) {
      const below = draw(15, new Map([['cafe', icon]]), [], pois({ 'text-anchor': 'top', 'text-offset': [0, 0.6] })).items;
      const [cafe] = of(below, 'sprite', 'poi');
      const name = of(below, 'text', 'poi').find((label) => label.text === 'Bean Cafe')!;
      expect(name).toMatchObject({ anchor: 'middle', x: cafe!.x });
      expect(textBox(name).top).toBeCloseTo(cafe!.y + 0.6 * 12, 1);
      const left = of(draw(15, new Map([['cafe', icon]]), [], pois({ 'text-anchor': 'right', 'text-offset': [-1, 0] })).items, 'text', 'poi').find((label) => label.text === 'Bean Cafe')!;
      expect(left).toMatchObject({ anchor: 'end', x: cafe!.x - 12 });
      // Below its point by a radial offset of 1 em, less maplibre's baseline offset (7 of 24 px an em), at a variable anchor plus the 2 px padding.
      const radial = of(draw(15, new Map([['cafe', icon]]), [], pois({ 'text-variable-anchor': ['top'], 'text-radial-offset': 1 })).items, 'text', 'poi').find((label) => label.text === 'Bean Cafe')!;
      expect(textBox(radial).top).toBeCloseTo(cafe!.y + 12 - (7 / 24) * 12 + 2, 1);
    }
  });

  it("stands a point's name on the icon's other side when this side is taken, as the flavour's variable anchors let maplibre", () => {
    const [cafe] = of(items, 'sprite', 'pois');
    // Clear of the icon's collision box: its 8 px half-side and the default icon-padding of 2.
    const right = { left: cafe!.x + 11, top: cafe!.y - 20, right: cafe!.x + 300, bottom: cafe!.y + 20 };
    const moved = draw(15, undefined, [right]).items;
    const name = of(moved, 'text', 'pois').find((label) => label.text === 'Bean Cafe')!;
    expect(name.anchor).toBe('end');
    expect(name.x).toBeLessThan(cafe!.x - 8);
    expect(textBox(name).right).toBeLessThanOrEqual(cafe!.x - 8);
    expect(of(moved, 'sprite', 'pois')).toHaveLength(1);
    // Both sides taken: the symbol gives way whole, its icon too, as maplibre drops it.
    const left = { left: cafe!.x - 300, top: cafe!.y - 20, right: cafe!.x - 11, bottom: cafe!.y + 20 };
    const crowded = draw(15, undefined, [right, left]).items;
    expect(of(crowded, 'text', 'pois').map((label) => label.text)).not.toContain('Bean Cafe');
    expect(of(crowded, 'sprite', 'pois')).toHaveLength(0);
  });

  it('keeps, of two names crowding each other across a tile edge, the lower tile’s, as maplibre places tiles bottom row first', () => {
    const named: LayerSpecification[] = [{ id: 'poi', type: 'symbol', source: 's', 'source-layer': 'pois', layout: { 'text-field': ['get', 'name'], 'text-size': 12 } }];
    // One name at the foot of the upper tile, one at the head of the lower: 2 px apart at zoom 14.
    const upper = { spot: { z: 14, x: 5000, y: 7000, column: 5000 }, layers: poisTile([['Upper', 2048, 4090]]) };
    const lower = { spot: { z: 14, x: 5000, y: 7001, column: 5000 }, layers: poisTile([['Lower', 2048, 6]]) };
    const camera: Camera = { x: 5000.5 / 2 ** 14, y: 7001 / 2 ** 14, zoom: 14, width: 400, height: 300 };
    for (const tiles of [
      [upper, lower],
      [lower, upper],
    ]) {
      const names = basemapScene(named, tiles, camera, new Placement(camera.width, camera.height), new Map()).items.filter((item): item is Of<'text'> => item.kind === 'text');
      expect(names.map((label) => label.text)).toEqual(['Lower']);
    }
  });

  it("keeps a name's text padding clear of other names, as maplibre's collision boxes do", () => {
    // Two names one above the other, their letters 6 px apart at zoom 14 (12 px text, 13 px line).
    const tile = poisTile([
      ['Alp', 2048, 2048],
      ['Hut', 2048, 2048 + 152],
    ]);
    const camera: Camera = { x: 5000.5 / 2 ** 14, y: 7000.5 / 2 ** 14, zoom: 14, width: 400, height: 300 };
    const names = (padding: number) => {
      const layer: LayerSpecification = { id: 'poi', type: 'symbol', source: 's', 'source-layer': 'pois', layout: { 'text-field': ['get', 'name'], 'text-size': 12, 'text-padding': padding } };
      const tiles = [{ spot: { z: 14, x: 5000, y: 7000, column: 5000 }, layers: tile }];
      return basemapScene([layer], tiles, camera, new Placement(camera.width, camera.height), new Map()).items.map((item) => (item.kind === 'text' ? item.text : ''));
    };
    expect(names(2)).toEqual(['Alp', 'Hut']);
    expect(names(4)).toEqual(['Alp']);
  });

  it('follows the zoom: minor road names appear and roads widen as the flavour says', () => {
    const far = draw(12.5).items;
    expect(of(far, 'text', 'roads_labels_minor')).toHaveLength(0);
    expect(of(far, 'path', 'roads_highway')[0]!.strokeWidth).toBeLessThan(of(items, 'path', 'roads_highway')[0]!.strokeWidth!);
  });
});
