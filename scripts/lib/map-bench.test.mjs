import { describe, expect, it } from 'vitest';
import { formatBenchTable } from './bench-report.mjs';
import { mapBenchRows } from './map-bench.mjs';

const small = { ms: 4000, featuresMs: 900, features: 122, clicks: [1400, 1300, 2100] };
const large = { ms: 4400, featuresMs: 1600, features: 4532, clicks: [1900, 1700, 1600, 1800] };

describe('the map bench rows', () => {
  it("gives the first frame's ratio and each size's click to first frame in seconds, the median of its runs", () => {
    const [frame, clickSmall, clickLarge] = mapBenchRows(small, large);
    expect(frame).toMatchObject({ name: 'map first frame: 5000 / 100 synthetic entries', ratio: 1.1, goal: '<= 2', pass: true });
    expect(frame?.note).toBe('4400 ms (4532 features, received by 1600 ms) / 4000 ms (122 features, by 900 ms)');
    expect(clickSmall).toMatchObject({ name: 'map click to first frame with features: /places, 100 entries (s)', ratio: 1.4, goal: '<= 1.5 s', pass: true });
    expect(clickSmall?.note).toMatch(/^median of 3 runs \(1\.30-2\.10 s\)/);
    expect(clickLarge).toMatchObject({ name: 'map click to first frame with features: /places, 5000 entries (s)', ratio: 1.75, pass: false });
  });

  it('fails a click row without a finished run, and says so', () => {
    const [, clickSmall] = mapBenchRows({ ...small, clicks: [] }, large);
    expect(clickSmall?.pass).toBe(false);
    expect(clickSmall?.note).toMatch(/^median of 0 runs \(no runs\)/);
  });

  it('reports the rows in the bench table with their verdicts', () => {
    const table = formatBenchTable(mapBenchRows(small, large));
    expect(table).toMatch(/map click to first frame with features: \/places, 100 entries \(s\)\s+1\.40\s+<= 1\.5 s\s+pass/);
    expect(table).toMatch(/map click to first frame with features: \/places, 5000 entries \(s\)\s+1\.75\s+<= 1\.5 s\s+FAIL/);
  });
});
