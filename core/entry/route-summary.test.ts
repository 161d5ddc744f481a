import { describe, expect, it } from 'vitest';
import { elementByRole } from './elements';
import { routeSummary } from './route-summary';
import { ids } from '../../sites/defaults';
import { makeEntry } from '../../test/support/entry-fixtures';

const routeEntry = (coordinates: number[][], kind: 'path' | 'point' = 'path') =>
  makeEntry({
    elements: [{ id: 'route', type: 'geo', data: { features: [{ id: 'r', text: 'Route', json: JSON.stringify({ type: 'LineString', coordinates }), type: { id: 'route', type: kind } }] } }],
  });

describe('routeSummary', () => {
  it('measures the route line and adds up its climbs, not its descents', () => {
    // About 1.11 km a step of 0.01 degree of latitude; up 100, down 50, up 30.
    const summary = routeSummary(
      elementByRole(
        routeEntry([
          [0, 0, 10],
          [0, 0.01, 110],
          [0, 0.02, 60],
          [0, 0.03, 90],
        ]),
        ids,
        'route',
      ),
    );
    expect(summary?.lengthMetres).toBeGreaterThan(3300);
    expect(summary?.lengthMetres).toBeLessThan(3400);
    expect(summary?.gainMetres).toBe(130);
  });

  it('gives the length alone when positions carry no altitude, and nothing without a path', () => {
    expect(
      routeSummary(
        elementByRole(
          routeEntry([
            [0, 0],
            [0, 0.01],
          ]),
          ids,
          'route',
        ),
      ),
    ).toEqual({ lengthMetres: expect.any(Number) });
    expect(routeSummary(elementByRole(makeEntry({ elements: [] }), ids, 'route'))).toBeUndefined();
  });
});
