import { describe, expect, it } from 'vitest';
import { normalizePath, requireData } from './request-path';

const pathMessage = 'Invalid API endpoint path. Examples: `/entries`, `/geo/feature/types`';
const dataMessage = 'Missing or invalid `data` property in request configuration object';

describe('request paths and data (CONTENT-API.md)', () => {
  it.each([
    ['/entries', '/entries'],
    ['entries', '/entries'],
    ['  /entries/  ', '/entries'],
    ['geo/feature/types/', '/geo/feature/types'],
    ['/embed/data', '/embed/data'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it.each(['', '   ', '/', 'http://evil.example/entries', 'https://cdn.elebase.io/p/v1/entries', 'HTTP://x', undefined, 5])('refuses %j', (input) => {
    expect(() => normalizePath(input)).toThrow(pathMessage);
  });

  it('needs a data object', () => {
    expect(requireData({ a: 1 })).toEqual({ a: 1 });
    for (const data of [undefined, null, 'x', 3, [1]]) expect(() => requireData(data)).toThrow(dataMessage);
  });
});
