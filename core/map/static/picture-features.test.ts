import { describe, expect, it } from 'vitest';
import { defaultsFor } from '../../../sites/defaults';
import type { DownloadFeature } from '../../geometry/download';
import { basemapLayers } from '../basemap-layers';
import { basemapPalette } from '../palettes';
import { propertiesRead } from './expression';
import { drawnProperties, pictureFeatures } from './picture-features';
import { staticMapCamera, staticMapScene } from './static-map';

const map = { ...defaultsFor('sandbox').map, clustering: { enabled: true, color: '#006d77', radius: 50 } };

/** A map page's worth of features: points with and without type icons and colours, paths and areas, all a download carries. */
function whole(count: number): DownloadFeature[] {
  const [[west, south], [east, north]] = map.bounds;
  return Array.from({ length: count }, (_, i) => {
    const lng = west + ((east - west) * ((i * 37) % 101)) / 101;
    const lat = south + ((north - south) * ((i * 53) % 97)) / 97;
    const properties = {
      text: `Entry ${i}`,
      entry: `e${i}`,
      title: `Entry ${i}`,
      kind: 'point',
      feature: `f${i}`,
      ...(i % 3 ? { color: '#2e7d32' } : {}),
      ...(i % 4 ? {} : { icon: 'star' }),
      arrows: true,
    };
    if (i % 10 === 7)
      return {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [lng, lat],
            [lng + 0.0123456789, lat + 0.01],
            [lng + 0.02, lat - 0.004],
          ],
        },
        properties,
      };
    if (i % 10 === 8)
      return {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lng, lat],
              [lng + 0.01, lat],
              [lng + 0.01, lat + 0.01],
              [lng, lat],
            ],
          ],
        },
        properties,
      };
    return { type: 'Feature', geometry: { type: 'Point', coordinates: [lng + 1e-9, lat] }, properties };
  });
}

describe('the compact features a picture of many entries is drawn from', () => {
  it("names what the drawn layers read (a route's arrows), and nothing the picture leaves out (highlights) or derives (its furniture)", () => {
    expect(propertiesRead(['case', ['has', 'icon'], ['concat', 'tg-icon-', ['get', 'icon']], 'tg-point'])).toEqual(['icon', 'icon']);
    expect(propertiesRead(['interpolate', ['linear'], ['zoom'], 3, 1, 9, 2])).toEqual([]);
    expect(drawnProperties(map).sort()).toEqual(['arrows', 'color', 'icon', 'point_count', 'point_count_abbreviated', 'text']);
  });

  it('keeps only those properties, coordinates to 6 decimals', () => {
    const [point] = pictureFeatures(whole(1), drawnProperties(map));
    expect(point).toEqual({ geometry: { type: 'Point', coordinates: [map.bounds[0][0], map.bounds[0][1]] }, properties: { text: 'Entry 0', icon: 'star', arrows: true } });
  });

  it('draws the same picture as the whole features, clusters, points, paths and areas', () => {
    const features = whole(2000);
    const compact = pictureFeatures(features, drawnProperties(map));
    const draw = (list: readonly Pick<DownloadFeature, 'geometry' | 'properties'>[]) => {
      const camera = staticMapCamera({ view: 'site', width: 1120, height: 640 }, map, list);
      return staticMapScene({
        camera,
        settings: map,
        layers: basemapLayers({ variant: 'outdoor', palette: basemapPalette('outdoor', {}), lang: 'en' }),
        icons: new Map(),
        tiles: [],
        features: list,
        highlight: 'entry',
        units: 'metric',
        locale: 'en',
        attribution: '',
      });
    };
    const picture = draw(compact);
    expect(new Set(picture.items.map((item) => item.layer))).toEqual(new Set(['tg-polygons', 'tg-polygon-outlines', 'tg-paths', 'tg-clusters', 'tg-cluster-counts', 'tg-points']));
    expect(picture).toEqual(draw(features));
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(features).length * 0.6);
  });
});
