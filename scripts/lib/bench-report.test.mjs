import { describe, expect, it } from 'vitest';
import { formatBenchTable, ratioRow } from './bench-report.mjs';

describe('ratioRow', () => {
  it('passes on the goal and fails below it', () => {
    expect(ratioRow('cached', 0.7, '>= 0.5', (r) => r >= 0.5, 0).pass).toBe(true);
    expect(ratioRow('cached', 0.4, '>= 0.5', (r) => r >= 0.5, 0).pass).toBe(false);
  });

  it('fails a good ratio measured with failed requests and says how many', () => {
    const row = ratioRow('stale', 1.0, '<= 1.2', (r) => r <= 1.2, 12);
    expect(row.pass).toBe(false);
    expect(row.note).toBe('12 failed request(s)');
  });

  it('fails a ratio that is not a number', () => {
    expect(ratioRow('x', Number.NaN, '>= 0.6', () => true, 0).pass).toBe(false);
  });
});

describe('formatBenchTable', () => {
  it('prints the ratio with two decimals, the goal and the verdict, and n/a for unmeasured rows', () => {
    const table = formatBenchTable([
      ratioRow('cached page / trivial', 0.8123, '>= 0.5', (r) => r >= 0.5, 0),
      { name: 'streamed / string', ratio: null, goal: '>= 0.6', note: 'needs GET /__bench/render (HTTP 404)' },
    ]);
    expect(table).toMatch(/cached page \/ trivial\s+0\.81\s+>= 0\.5\s+pass/);
    expect(table).toMatch(/streamed \/ string\s+n\/a\s+>= 0\.6\s+not measured {2}\(needs GET \/__bench\/render \(HTTP 404\)\)/);
  });
});
