import { describe, expect, it } from 'vitest';
import { geoFeatures } from './geo';
import { entryPoint, parseLngLat } from './location';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

const line = {
  type: 'LineString',
  coordinates: [
    [-77.6, 42.9, 200],
    [-77.5, 42.95, 230],
  ],
};

function locationEntry(data: unknown) {
  return makeEntry({ elements: [{ id: 'location', type: 'geo', data }] });
}

describe('geoFeatures', () => {
  it('parses json geometry strings and keeps type attributes', () => {
    const entry = locationEntry({ features: [{ id: 'f1', text: 'Rim trail', json: JSON.stringify(line), type: { id: 'trail', type: 'path', attributes: { arrows: true } } }] });
    expect(geoFeatures(entry.elements[0])).toEqual([
      {
        type: 'Feature',
        id: 'f1',
        geometry: line,
        properties: { id: 'f1', text: 'Rim trail', typeId: 'trail', kind: 'path', color: '#444', arrows: true, measurements: false },
      },
    ]);
  });

  it('skips features with invalid JSON or geometry instead of throwing', () => {
    const entry = locationEntry({
      features: [
        { id: 'bad-json', json: '{"type":', type: { id: 'point', type: 'point' } },
        { id: 'bad-geometry', json: '{"type":"Circle","coordinates":[]}', type: { id: 'point', type: 'point' } },
        { id: 'ok', json: '{"type":"Point","coordinates":[-77.6,42.9]}', type: { id: 'point', type: 'point', color: 'ff0000' } },
      ],
    });
    expect(geoFeatures(entry.elements[0]).map((feature) => [feature.id, feature.properties.color])).toEqual([['ok', '#ff0000']]);
  });
});

describe('entryPoint', () => {
  it('prefers the element point', () => {
    expect(entryPoint(locationEntry({ point: '-77.61,42.91', features: [] }), ids)).toEqual({ lng: -77.61, lat: 42.91 });
  });

  it('falls back to the first position of the first feature', () => {
    expect(entryPoint(locationEntry({ features: [{ id: 'f', json: JSON.stringify(line), type: { id: 'route', type: 'path' } }] }), ids)).toEqual({ lng: -77.6, lat: 42.9 });
  });

  it('is undefined without a location', () => {
    expect(entryPoint(makeEntry({}), ids)).toBeUndefined();
  });

  it('rejects malformed and out-of-range points', () => {
    expect(parseLngLat('abc')).toBeUndefined();
    expect(parseLngLat('-200,10')).toBeUndefined();
    expect(parseLngLat('1,')).toBeUndefined();
    expect(parseLngLat(' -105.2 , 39.7 ')).toEqual({ lng: -105.2, lat: 39.7 });
  });
});
