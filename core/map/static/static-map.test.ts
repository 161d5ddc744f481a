import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import type { DownloadFeature } from '../../geometry/download';
import { basemapLayers } from '../basemap-layers';
import { basemapPalette } from '../palettes';
import { fitCamera } from './camera';
import { POINT_IMAGE_SIZE } from '../feature-layers';
import { featureScene } from './feature-scene';
import { Placement } from './labels';
import { mapOpening, staticMapCamera, staticMapScene } from './static-map';

const map = { ...defaultsFor('sandbox').map, clustering: { enabled: true, color: '#006d77', radius: 50 }, routeColor: '#aa3300' };
const palette = basemapPalette('outdoor', {});
const basemap = basemapLayers({ variant: 'outdoor', palette, lang: 'en' });

type Drawn<Kind> = Extract<ReturnType<typeof staticMapScene>['items'][number], { kind: Kind }>;
type ScenePath = Drawn<'path'>;
type SceneIcon = Drawn<'icon'>;

const feature = (geometry: DownloadFeature['geometry'], properties: Record<string, unknown> = {}): DownloadFeature => ({
  type: 'Feature',
  geometry,
  properties: { text: 'x', entry: 'e1', ...properties },
});

function scene(features: DownloadFeature[], view: 'site' | 'features' = 'features', highlight: 'feature' | 'entry' = 'feature') {
  const camera = staticMapCamera({ view, width: 600, height: 400 }, map, features);
  return staticMapScene({ camera, settings: map, layers: basemap, icons: new Map(), tiles: [], features, highlight, units: 'metric', locale: 'en', attribution: 'Natural Earth' });
}

describe('static map scene', () => {
  it("draws a route in its type colour at the site's path width, a polygon in its fill, on the basemap's sea", () => {
    const drawn = scene([
      feature(
        {
          type: 'LineString',
          coordinates: [
            [-66, 18],
            [-65.9, 18.05],
            [-65.8, 18.02],
          ],
        },
        { color: '#123456' },
      ),
      feature({
        type: 'Polygon',
        coordinates: [
          [
            [-65.95, 18],
            [-65.9, 18],
            [-65.9, 18.03],
            [-65.95, 18],
          ],
        ],
      }),
    ]);
    expect(drawn.background).toBe(palette.water);
    const route = drawn.items.find((item): item is ScenePath => item.layer === 'tg-paths')!;
    expect(route.stroke).toBe('#123456');
    expect(route.strokeWidth).toBeGreaterThanOrEqual(map.path.width[0]);
    expect(route.strokeWidth).toBeLessThanOrEqual(map.path.width[1]);
    const area = drawn.items.find((item): item is ScenePath => item.layer === 'tg-polygons')!;
    expect(area.fill).toBe('#aa3300');
    expect(area.fillOpacity).toBeGreaterThan(0);
  });

  it("draws a point with its type's icon, in its colour, with a white halo", () => {
    const [icon] = scene([feature({ type: 'Point', coordinates: [-66, 18] }, { icon: 'star', color: '#00aa00' })]).items.filter((item): item is SceneIcon => item.kind === 'icon');
    expect(icon).toMatchObject({ x: 300, y: 200, fill: '#00aa00', halo: '#ffffff', haloWidth: 2 });
    const dot = scene([feature({ type: 'Point', coordinates: [-66, 18] })]).items.find((item): item is SceneIcon => item.kind === 'icon')!;
    expect(dot.body).not.toBe(icon!.body);
    expect(dot.fill).toBe('#aa3300');
  });

  it('clusters a dense set of points, with their count', () => {
    const points = Array.from({ length: 60 }, (_, i) => feature({ type: 'Point', coordinates: [map.center[0] + (i % 6) * 0.001, map.center[1] + Math.floor(i / 6) * 0.001] }, { entry: `e${i}` }));
    const drawn = scene(points, 'site');
    const counts = drawn.items.filter((item) => item.layer === 'tg-cluster-counts').map((item) => (item.kind === 'text' ? item.text : ''));
    expect(counts).toEqual(['60']);
    expect(drawn.items.filter((item) => item.layer === 'tg-clusters')).toHaveLength(1);
    expect(drawn.items.filter((item) => item.kind === 'icon')).toHaveLength(0);
  });

  it('fits a detail page to its features, measured across every position, and to the site without any', () => {
    const features = [
      feature({
        type: 'MultiPoint',
        coordinates: [
          [1, 2],
          [3, -4],
        ],
      }),
      feature({ type: 'Point', coordinates: [0, 5] }),
    ];
    const view = { view: 'features' as const, width: 600, height: 400 };
    expect(staticMapCamera(view, map, features)).toEqual(fitCamera({ box: [0, -4, 3, 5], minZoom: map.zoom.min, maxZoom: map.zoom.locate }, 600, 400));
    expect(staticMapCamera(view, map, [])).toEqual(staticMapCamera({ ...view, view: 'site' }, map, []));
  });
});

describe('where a map opens', () => {
  const settings = {
    ...map,
    bounds: [
      [-67.3, 17.8],
      [-65.2, 18.6],
    ] as [[number, number], [number, number]],
    zoom: { initial: 9, locate: 14, min: 2, max: 18 },
  };
  const trail = [
    feature({
      type: 'LineString',
      coordinates: [
        [-66, 18],
        [-65, 18.5],
      ],
    }),
  ];

  it("opens a site's map on its bounds, no closer than its initial zoom, whatever the features", () => {
    expect(mapOpening({ view: 'site' }, settings, trail)).toEqual({ box: [-67.3, 17.8, -65.2, 18.6], minZoom: 2, maxZoom: 9 });
  });

  it("opens on an entry's features no closer than its own zoom, else the locate zoom; on the site without features", () => {
    expect(mapOpening({ view: 'features', entryZoom: 12 }, settings, trail)).toEqual({ box: [-66, 18, -65, 18.5], minZoom: 2, maxZoom: 12 });
    expect(mapOpening({ view: 'features' }, settings, trail).maxZoom).toBe(14);
    expect(mapOpening({ view: 'features', entryZoom: 12 }, settings, [])).toEqual({ box: [-67.3, 17.8, -65.2, 18.6], minZoom: 2, maxZoom: 9 });
  });

  it("goes no closer than the site's deepest zoom or its default style's, which the interactive map keeps to", () => {
    expect(mapOpening({ view: 'features', entryZoom: 18 }, settings, trail).maxZoom).toBe(17);
    const hybrid = { ...settings, styles: { ...settings.styles, default: 'hybrid' as const } };
    expect(mapOpening({ view: 'features', entryZoom: 18 }, hybrid, trail).maxZoom).toBe(16);
    expect(mapOpening({ view: 'features', entryZoom: 18 }, { ...settings, zoom: { ...settings.zoom, max: 15 } }, trail).maxZoom).toBe(15);
  });
});

describe("a route's furniture in the picture (docs/decisions/057-trail-furniture.md)", () => {
  // About 2.8 km north from [-66, 18], in 100 m steps: at 600x400 the picture opens at trail zoom.
  const line = Array.from({ length: 29 }, (_, i) => [-66 + i * 0.0002, 18 + i * 0.0009]);
  const trail = (properties: Record<string, unknown> = { arrows: true, color: '#8d5524' }) => feature({ type: 'LineString', coordinates: line }, properties);
  const layerItems = (items: ReturnType<typeof scene>['items'], layer: string) => items.filter((item) => item.layer === layer);
  const camera = staticMapCamera({ view: 'features', width: 600, height: 400 }, map, [trail()]);
  const pixel = ([lng, lat]: number[]) => {
    const scale = 512 * 2 ** camera.zoom;
    const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + (lat! * Math.PI) / 360)) / (2 * Math.PI)) * scale;
    return [((lng! + 180) / 360) * scale - camera.x * scale + 300, y - camera.y * scale + 200];
  };

  it('marks the start at the first vertex and the finish at the last, over the route and under its points', () => {
    expect(camera.zoom).toBeGreaterThanOrEqual(13);
    const { items } = scene([trail(), feature({ type: 'Point', coordinates: line[5]! })]);
    const ends = layerItems(items, 'tg-route-ends') as SceneIcon[];
    expect(ends.map((end) => end.fill)).toEqual(['#1a9e4b', '#1b1b1b']);
    const [sx, sy] = pixel(line[0]!);
    const [fx, fy] = pixel(line.at(-1)!);
    expect(ends[0]!.x).toBeCloseTo(sx!, 0);
    expect(ends[0]!.y).toBeCloseTo(sy!, 0);
    expect(ends[1]!.x).toBeCloseTo(fx!, 0);
    expect(ends[1]!.y).toBeCloseTo(fy!, 0);
    const order = items.map((item) => item.layer);
    expect(order.indexOf('tg-paths')).toBeLessThan(order.indexOf('tg-route-ends'));
    expect(order.lastIndexOf('tg-route-ends')).toBeLessThan(order.indexOf('tg-points'));
  });

  it("draws arrows along the route turned to its direction, and labelled distance marks that overlap nothing, in the site's units", () => {
    const { items } = scene([trail()]);
    const arrows = layerItems(items, 'tg-arrows') as SceneIcon[];
    expect(arrows.length).toBeGreaterThan(3);
    // North-north-east on screen: up and a little right, about -77°.
    for (const arrow of arrows) expect(arrow.rotate).toBeCloseTo(-77, -1);
    expect(arrows[0]).toMatchObject({ fill: '#ffffff', halo: '#8d5524', size: 24 });
    const labels = layerItems(items, 'tg-distance-marks').filter((item) => item.kind === 'text');
    expect(labels.map((label) => (label.kind === 'text' ? label.text : ''))).toEqual(['1 km', '2 km']);
  });

  it("claims the arrows' room once the marks are placed, as maplibre places the layers above first: a basemap name placed after keeps off them", () => {
    const placement = new Placement(camera.width, camera.height);
    const items = featureScene([trail()], map, 'feature', 'metric', 'en', camera, placement);
    const arrows = layerItems(items, 'tg-arrows') as SceneIcon[];
    expect(arrows.length).toBeGreaterThan(3);
    for (const arrow of arrows) expect(placement.claim({ left: arrow.x - 1, top: arrow.y - 1, right: arrow.x + 1, bottom: arrow.y + 1 })).toBe(false);
    // The marks above the arrows were placed first, so the arrows took none of their room.
    expect(layerItems(items, 'tg-distance-marks').filter((item) => item.kind === 'text')).toHaveLength(2);
  });

  it("keeps a mark off another and off the markers: an out-and-back's 3 km falls on its 1 km and gives way", () => {
    // 2 km due north in 100 m steps (turf's 111,195 m a degree of latitude).
    const out = Array.from({ length: 21 }, (_, i) => [-66, 18 + (i * 100) / 111_195]);
    const outAndBack = feature({ type: 'LineString', coordinates: [...out, ...out.slice(0, -1).reverse()] }, { arrows: true });
    const { items } = scene([outAndBack]);
    const labels = layerItems(items, 'tg-distance-marks').filter((item) => item.kind === 'text');
    expect(labels.map((label) => (label.kind === 'text' ? label.text : ''))).toEqual(['1 km', '2 km']);
    expect((layerItems(items, 'tg-route-ends') as SceneIcon[]).map((end) => end.fill)).toEqual(['#1a9e4b']);
  });

  it("gives a loop one start/finish marker; draws nothing of the kind for a plain path, nor on a list's map far out, where one entry's map keeps only its ends", () => {
    const loop = feature({ type: 'LineString', coordinates: [...line, [-66.0003, 18.0001]] }, { arrows: true });
    expect((layerItems(scene([loop]).items, 'tg-route-ends') as SceneIcon[]).map((end) => end.fill)).toEqual(['#1a9e4b']);
    const plain = scene([trail({})]).items.map((item) => item.layer);
    expect(plain.filter((layer) => ['tg-arrows', 'tg-route-ends', 'tg-distance-marks'].includes(layer))).toEqual([]);
    const furniture = (items: ReturnType<typeof scene>['items']) => items.map((item) => item.layer).filter((layer) => ['tg-arrows', 'tg-route-ends', 'tg-distance-marks'].includes(layer));
    // About 60 km: its picture opens near zoom 9.
    const long = feature({ type: 'LineString', coordinates: line.map(([lng, lat]) => [-66 + (lng! + 66) * 25, 18 + (lat! - 18) * 25]) }, { arrows: true });
    expect(furniture(scene([long], 'features', 'entry').items)).toEqual([]);
    expect(furniture(scene([long], 'features', 'feature').items)).toEqual(['tg-route-ends', 'tg-route-ends']);
  });
});

describe('points and their names, placed as the map places them', () => {
  // Two huts 14 px apart on the screen at the picture's zoom, the locate zoom 15 (where a point is 29 px
  // across and a name about 13 px high), and a cabin 550 m north.
  const crowd = (gap: number) => [
    feature({ type: 'Point', coordinates: [-66, 18] }, { text: 'First hut', entry: 'first' }),
    feature({ type: 'Point', coordinates: [-66, 18 - gap] }, { text: 'Second hut', entry: 'second' }),
    feature({ type: 'Point', coordinates: [-66, 18.005] }, { text: 'Far cabin', entry: 'far' }),
  ];
  function placed(pointOverlap: boolean, gap = 0.000575) {
    const settings = { ...map, clustering: { ...map.clustering, enabled: false }, pointOverlap };
    const features = crowd(gap);
    const camera = staticMapCamera({ view: 'features', width: 600, height: 400 }, settings, features);
    const { items } = staticMapScene({ camera, settings, layers: basemap, icons: new Map(), tiles: [], features, highlight: 'feature', units: 'metric', locale: 'en', attribution: '' });
    const points = items.filter((item) => item.layer === 'tg-points');
    return {
      zoom: camera.zoom,
      kinds: points.map((item) => item.kind),
      icons: points.filter((item): item is SceneIcon => item.kind === 'icon'),
      names: points.filter((item): item is Drawn<'text'> => item.kind === 'text'),
    };
  }

  it('a point that would cover one placed before it gives way, and its name with it, unless the site lets points overlap', () => {
    const crowded = placed(false);
    expect(crowded.zoom).toBe(15);
    expect(crowded.icons).toHaveLength(2);
    // The second hut's name alone would fit below the first's: it is written with its point or not at all.
    expect(crowded.names.map((name) => name.text)).toEqual(['First hut', 'Far cabin']);
    const apart = placed(false, 0.004);
    expect(apart.names.map((name) => name.text)).toEqual(['First hut', 'Second hut', 'Far cabin']);
    const overlapping = placed(true);
    expect(overlapping.icons).toHaveLength(3);
    expect(overlapping.names.map((name) => name.text)).toEqual(['First hut', 'Second hut', 'Far cabin']);
  });

  it("keeps maplibre's 2 px of padding around each point: two points 3 px apart do not both show, 5 px apart they do", () => {
    const [first, second] = placed(true).icons;
    const across = POINT_IMAGE_SIZE * first!.scale;
    const pixelsPerDegree = (second!.y - first!.y) / 0.000575;
    const clear = (pixels: number) => placed(false, (across + pixels) / pixelsPerDegree);
    expect(clear(3).zoom).toBe(15);
    expect(clear(3).icons).toHaveLength(2);
    expect(clear(5).icons).toHaveLength(3);
  });

  it('writes a name clear of its own point, which grows as the map zooms in, and over the points', () => {
    for (const gap of [0.004, 0.04]) {
      const { zoom, icons, names } = placed(false, gap);
      const [icon] = icons;
      const [name] = names;
      expect(name!.text).toBe('First hut');
      expect(name!.x - icon!.x, `at zoom ${zoom}`).toBeGreaterThanOrEqual((POINT_IMAGE_SIZE / 2) * icon!.scale + 5);
    }
    const { kinds } = placed(false, 0.004);
    expect(kinds.lastIndexOf('icon')).toBeLessThan(kinds.indexOf('text'));
  });
});
