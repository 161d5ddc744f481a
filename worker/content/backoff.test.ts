import { describe, expect, it } from 'vitest';
import { backOff, backoffRemaining, parseUsageLimitTime } from './backoff';

const now = 1_700_000_000_000;

describe('usage-limit back-off', () => {
  it('reads X-Usage-Limit-Time as Unix seconds, milliseconds, a date, or seconds from now', () => {
    expect(parseUsageLimitTime('1700000060', now)).toBe(1_700_000_060_000);
    expect(parseUsageLimitTime('1700000060000', now)).toBe(1_700_000_060_000);
    expect(parseUsageLimitTime('2023-11-14T22:14:20Z', now)).toBe(Date.parse('2023-11-14T22:14:20Z'));
    expect(parseUsageLimitTime('Tue, 14 Nov 2023 22:14:20 GMT', now)).toBe(Date.parse('2023-11-14T22:14:20Z'));
    expect(parseUsageLimitTime('90', now)).toBe(now + 90_000);
    expect(parseUsageLimitTime('soon', now)).toBeNull();
  });

  it('holds a site back until the time, per site, never shortening a longer back-off', () => {
    backOff('islands', now + 5000);
    backOff('islands', now + 1000);
    expect(backoffRemaining('islands', now)).toBe(5000);
    expect(backoffRemaining('canal-trail', now)).toBe(0);
    expect(backoffRemaining('islands', now + 5000)).toBe(0);
    expect(backoffRemaining('islands', now)).toBe(0);
  });
});
