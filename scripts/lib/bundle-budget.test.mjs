import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gzipKiB, judge, parseBudgets } from './bundle-budget.mjs';

describe('bundle budgets', () => {
  it('measures gzip size in KiB', () => {
    expect(gzipKiB(Buffer.alloc(100_000, 'a'))).toBeLessThan(1);
    expect(gzipKiB(randomBytes(102_400))).toBeGreaterThanOrEqual(100);
  });

  it('passes bundles within their budget and names the one over it', () => {
    expect(judge([{ name: 'site', gzipKiB: 400, budget: 460 }]).ok).toBe(true);
    const over = judge([
      { name: 'site', gzipKiB: 400, budget: 460 },
      { name: 'content-service', gzipKiB: 201.5, budget: 200 },
    ]);
    expect(over.ok).toBe(false);
    expect(over.lines).toEqual(['ok   site: 400 KiB gzip (budget 460 KiB)', 'OVER content-service: 201.5 KiB gzip (budget 200 KiB)']);
  });

  it('prints start-up beside the size, and judges the size alone', () => {
    const startup = { cpuMs: 84, wallMs: 130, runs: 5 };
    const over = judge([{ name: 'site', gzipKiB: 300, budget: 240, startup }]);
    expect(over.ok).toBe(false);
    expect(over.lines).toEqual(['OVER site: 300 KiB gzip (budget 240 KiB), start-up 84 ms CPU / 130 ms wall (median of 5 fresh isolates)']);
    expect(judge([{ name: 'site', gzipKiB: 200, budget: 240, startup: { cpuMs: 5000, wallMs: 9000, runs: 5 } }]).ok).toBe(true);
  });

  it('refuses a budget file that would let everything pass', () => {
    expect(() => parseBudgets('{"workers":[]}')).toThrow(/at least one worker/);
    expect(() => parseBudgets('{"workers":[{"name":"site","config":"wrangler.toml"}]}')).toThrow(/positive gzipKiB/);
    expect(parseBudgets('{"workers":[{"name":"site","config":"wrangler.toml","gzipKiB":460}]}')).toHaveLength(1);
  });
});
