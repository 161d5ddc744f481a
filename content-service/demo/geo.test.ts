import { describe, expect, it } from 'vitest';
import { measure } from '../measure';
import { trailLine } from './geo';
import { seeded } from './random';

describe('demo trail lines', () => {
  for (const routeType of ['loop', 'outAndBack', 'pointToPoint'] as const) {
    it(`${routeType}: no zero-length steps, and a believable steepest grade`, () => {
      const coords = trailLine(seeded(`test:${routeType}`), { start: [-106.65, 35.08], length: 3000, baseElevation: 1500, relief: 40, routeType });
      const steps = coords.slice(1).map((c, i) => Math.hypot(c[0]! - coords[i]![0]!, c[1]! - coords[i]![1]!));
      expect(Math.min(...steps)).toBeGreaterThan(0.0003);
      const result = measure({ type: 'LineString', coordinates: coords });
      expect(result.grade!.max).toBeLessThan(25);
      if (routeType === 'loop') expect(coords.at(-1)).toEqual(coords[0]);
    });
  }
});
