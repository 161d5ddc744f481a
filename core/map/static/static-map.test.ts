import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import type { DownloadFeature } from '../../geometry/download';
import { basemapLayers } from '../basemap-layers';
import { basemapPalette } from '../palettes';
import { fitCamera } from './camera';
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

function scene(features: DownloadFeature[], view: 'site' | 'features' = 'features') {
  const camera = staticMapCamera({ view, width: 600, height: 400 }, map, features);
  return staticMapScene({ camera, settings: map, layers: basemap, icons: new Map(), tiles: [], features, highlight: 'feature', attribution: 'Natural Earth' });
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
