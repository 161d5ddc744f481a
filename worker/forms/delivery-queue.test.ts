import { describe, expect, it } from 'vitest';
import { MAX_DELAY_SECONDS, retryDelaySeconds } from './delivery-queue';

describe('retry backoff', () => {
  it('doubles from the base with each failed attempt, capped at an hour', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240, 480]);
    expect(retryDelaySeconds(8, 30)).toBe(MAX_DELAY_SECONDS);
    expect(retryDelaySeconds(40, 30)).toBe(MAX_DELAY_SECONDS);
    expect(retryDelaySeconds(3, 0)).toBe(0);
  });

  it('tolerates about four hours of outage over the ten retries wrangler.toml allows', () => {
    const total = Array.from({ length: 10 }, (_, i) => retryDelaySeconds(i + 1, 30)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(4);
  });
});
