import type { Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { MapFeatureProperties } from '../../core/map/map-feature';
import type { HighlightKey } from '../../core/map/feature-layers';
import { anchorOf, boundsOf, loadFeatures, type MapFeature, popupModel } from './feature-data';

const feature = (id: string, entry: string, geometry: Geometry, properties: Partial<MapFeatureProperties> = {}): MapFeature => ({
  type: 'Feature',
  geometry,
  properties: { text: '', entry, title: `Entry ${entry}`, kind: 'point', feature: id, ...properties },
});

const harbour = feature('harbour', 'a', { type: 'Point', coordinates: [-6.2, 53.3] });
const ferry = feature('ferry', 'a', {
  type: 'LineString',
  coordinates: [
    [-6.2, 53.3],
    [-5.9, 53.5],
    [-5.5, 53.6],
  ],
});
const bay = feature('bay', 'b', {
  type: 'Polygon',
  coordinates: [
    [
      [-7, 52],
      [-6, 52],
      [-6, 53],
      [-7, 53],
    ],
  ],
});

/** The features as a page's features.geojson answers them, loaded as the map island loads them. */
const featureData = (features: MapFeature[], key: HighlightKey) => loadFeatures(`data:application/geo+json,${encodeURIComponent(JSON.stringify({ type: 'FeatureCollection', features }))}`, key);

describe('loading features', () => {
  it('splits points (which may cluster) from lines and areas, and groups them by list row', async () => {
    const data = await featureData([harbour, ferry, bay], 'entry');
    expect(data.points.features.map((f) => f.properties.feature)).toEqual(['harbour']);
    expect(data.shapes.features.map((f) => f.properties.feature)).toEqual(['ferry', 'bay']);
    expect([...data.byKey.keys()]).toEqual(['a', 'b']);
    expect(data.byKey.get('a')?.map((f) => f.properties.feature)).toEqual(['harbour', 'ferry']);
    expect((await featureData([harbour, ferry], 'feature')).byKey.get('ferry')).toEqual([ferry]);
  });

  it('boxes every position and takes the first line as the route, a multi-line joined', async () => {
    const data = await featureData([harbour, ferry, bay], 'entry');
    expect(data.bounds).toEqual([-7, 52, -5.5, 53.6]);
    expect(data.route).toEqual(ferry.geometry);
    const legs = feature('legs', 'c', {
      type: 'MultiLineString',
      coordinates: [
        [
          [0, 0],
          [1, 1],
        ],
        [
          [1, 1],
          [2, 0],
        ],
      ],
    });
    expect((await featureData([harbour, legs], 'entry')).route).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
        [1, 1],
        [2, 0],
      ],
    });
  });

  it('has no box and no route when there is nothing to draw', async () => {
    const empty = await featureData([], 'entry');
    expect(empty.bounds).toBeUndefined();
    expect(empty.route).toBeUndefined();
    expect(boundsOf([])).toBeUndefined();
    expect((await featureData([harbour], 'entry')).route).toBeUndefined();
  });
});

describe('anchorOf', () => {
  it("opens a popup at a point, at a line's start, in an area's middle", () => {
    expect(anchorOf(harbour)).toEqual([-6.2, 53.3]);
    expect(anchorOf(ferry)).toEqual([-6.2, 53.3]);
    expect(anchorOf(bay)).toEqual([-6.5, 52.5]);
  });
});

describe('popupModel', () => {
  const options = { directions: true, linkToEntry: true };

  it("titles the popup with the feature's label, naming its entry's type and title beside it", () => {
    const pier = feature('pier', 'a', { type: 'Point', coordinates: [-6.2, 53.3] }, { text: 'Pier', title: 'Harbour', type: 'Place', href: '/places/harbour' });
    expect(popupModel(pier, options)).toEqual({
      title: 'Pier',
      kind: 'Place · Harbour',
      lines: [],
      href: '/places/harbour',
      directions: 'https://maps.google.com/maps?saddr=Current+Location&daddr=53.3%2C-6.2',
    });
    const plain = feature('x', 'a', { type: 'Point', coordinates: [0, 0] }, { title: 'Harbour', type: 'Place' });
    expect(popupModel(plain, options)).toMatchObject({ title: 'Harbour', kind: 'Place' });
  });

  it("leads directions to a line's start, and leaves out what the site or the page turns off", () => {
    expect(popupModel(ferry, options).directions).toContain('daddr=53.3%2C-6.2');
    const linked = feature('x', 'a', { type: 'Point', coordinates: [0, 0] }, { href: '/places/x', popup: [{ label: 'Open', value: 'All year' }] });
    const model = popupModel(linked, { directions: false, linkToEntry: false });
    expect(model).toEqual({ title: 'Entry a', lines: [{ label: 'Open', value: 'All year' }] });
  });
});
