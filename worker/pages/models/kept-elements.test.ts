import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../core/deep-freeze';
import { geoFeatures, geoPoint } from '../../../core/entry/geo';
import { entryReferences } from '../../../core/entry/references';
import { ids } from '../../../sites/defaults';
import { makeEntry } from '../../../test/support/entry-fixtures';
import { keptGeoFeatures, keptGeoPoint, keptReferences } from './kept-elements';

const line = {
  type: 'LineString',
  coordinates: [
    [-77.6, 42.9, 200],
    [-77.5, 42.95, 230],
  ],
};
const geoElement = () =>
  deepFreeze(
    makeEntry({ elements: [{ id: 'route', type: 'geo', data: { point: '-77.6,42.9', zoom: 12, features: [{ id: 'f1', json: JSON.stringify(line), type: { id: 'trail', type: 'path' } }] } }] }),
  ).elements[0]!;

describe('keptGeoFeatures', () => {
  it('parses an element once and hands out the same frozen features, as geoFeatures reads them', () => {
    const element = geoElement();
    const first = keptGeoFeatures(element);
    expect(first).toEqual(geoFeatures(element));
    expect(first[0]?.geometry.type).toBe('LineString');
    expect(keptGeoFeatures(element)).toBe(first);
    expect(Object.isFrozen(first[0]!.geometry)).toBe(true);
    expect(keptGeoFeatures(geoElement())).not.toBe(first);
    expect(keptGeoFeatures(undefined)).toEqual([]);
  });
});

describe('keptGeoPoint', () => {
  it('reads an element once, frozen, as geoPoint reads it', () => {
    const element = geoElement();
    const first = keptGeoPoint(element);
    expect(first).toEqual(geoPoint(element));
    expect(first).toEqual({ point: '-77.6,42.9', zoom: 12 });
    expect(keptGeoPoint(element)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(keptGeoPoint(undefined)).toEqual({});
  });
});

describe('keptReferences', () => {
  it('parses a reference element once, frozen, as entryReferences reads it', () => {
    const entry = deepFreeze(makeEntry({ elements: [{ id: 'points', type: 'entry', data: [{ id: 'a' }, 'b', { id: 'c', phase: 2 }, { nope: true }] }] }));
    const first = keptReferences(entry, ids, 'points');
    expect(first).toEqual(entryReferences(entry, ids, 'points'));
    expect(first).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c', phase: 2 }]);
    expect(keptReferences(entry, ids, 'points')).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(keptReferences(entry, ids, 'promotions')).toEqual([]);
  });
});
