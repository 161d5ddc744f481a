import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk-report.mjs';

describe('parseWrk', () => {
  it('reads requests per second and non-2xx responses from wrk output', () => {
    const text = `Running 4s test @ http://127.0.0.1:1/\n  1 threads and 8 connections\n  1200 requests in 4.00s, 1.2MB read\n  Non-2xx or 3xx responses: 7\nRequests/sec:    300.25\nTransfer/sec:    300KB\n`;
    expect(parseWrk(text)).toEqual({ rps: 300.25, errors: 7 });
  });

  it('rejects output without a rate', () => {
    expect(() => parseWrk('wrk: connection refused')).toThrow(/unexpected wrk output/);
  });
});
