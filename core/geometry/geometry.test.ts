import { describe, expect, it } from 'vitest';
import { assertLine, assertPosition, geometry } from './geometry';

describe('assertPosition', () => {
  it.each([
    [undefined, 'coordinates is required'],
    [null, 'coordinates is required'],
    ['1,2', 'coordinates must be an Array'],
    [[1], 'coordinates must be at least 2 numbers long'],
    [[1, '2'], 'coordinates must contain numbers'],
    [[1, Number.NaN], 'coordinates must contain numbers'],
  ])('%j throws %j', (value, message) => {
    expect(() => assertPosition(value)).toThrow(new Error(message));
  });

  it('accepts lng, lat and an optional altitude', () => {
    expect(() => assertPosition([-105, 39, 1600])).not.toThrow();
  });
});

describe('assertLine', () => {
  it('needs two or more positions', () => {
    expect(() => assertLine([[0, 0]])).toThrow(new Error('Coordinates must be an array of two or more positions.'));
    expect(() => assertLine('x')).toThrow(new Error('Coordinates must be an array of two or more positions.'));
    expect(() => assertLine([[0, 0], [1]])).toThrow(new Error('coordinates must be at least 2 numbers long'));
    expect(() =>
      assertLine([
        [0, 0],
        [1, 1],
      ]),
    ).not.toThrow();
  });
});

describe('geometry', () => {
  it('builds known types and rejects unknown ones', () => {
    expect(geometry('Point', [1, 2])).toEqual({ type: 'Point', coordinates: [1, 2] });
    expect(() => geometry('Circle', [1, 2])).toThrow(new Error('Unknown Geometry type provided.'));
  });
});
