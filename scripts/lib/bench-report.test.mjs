import { describe, expect, it } from 'vitest';
import { classifyPosts, coldBreakdown, deliveryCounts, formatBenchTable, formatCpuTable, isolateShares, mapBenchRows, pictureCoverage, ratioRow, trailMapRows } from './bench-report.mjs';

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

describe('coldBreakdown', () => {
  it('counts the cold answers per page and answer', () => {
    const target = (path) => ({ url: `http://127.0.0.1:1${path}`, host: 'canal-trail.localhost' });
    const results = [
      { target: target('/places?text=a'), status: 503, retryAfter: true },
      { target: target('/places?text=a'), status: 503, retryAfter: true },
      { target: target('/?text=b'), status: 200, retryAfter: false },
    ];
    expect(coldBreakdown(results)).toBe('canal-trail/places?text=a 503+Retry-After x2; canal-trail/?text=b 200 x1');
  });
});

describe('classifyPosts', () => {
  it('counts a 429 as a refusal only with Retry-After, and a 200 only when the body says ok', () => {
    const sorted = classifyPosts([
      { email: 'a', status: 200, ok: true },
      { email: 'b', status: 200, ok: false },
      { email: 'c', status: 429, ok: false, retryAfter: '60' },
      { email: 'd', status: 429, ok: false },
      { email: 'e', status: 500, ok: false },
    ]);
    expect(sorted.accepted).toEqual(['a']);
    expect(sorted.limited).toEqual(['c']);
    expect(sorted.other.map((o) => o.email)).toEqual(['b', 'd', 'e']);
  });
});

describe('deliveryCounts', () => {
  const ok = (email) => ({ status: 200, body: { email_address: email } });
  it('counts successful calls per accepted address, ignoring failures and strangers', () => {
    const calls = [ok('a'), { status: 503, body: { email_address: 'b' } }, ok('c'), ok('c'), ok('stranger')];
    expect(deliveryCounts(['a', 'b', 'c'], calls)).toEqual({ once: 1, missing: 1, twice: 1 });
  });
});

const small = { entries: 100, page: '/places', ms: 4000, featuresMs: 900, features: 122, clicks: [1400, 1300, 2100] };
const large = { entries: 5000, page: '/places', ms: 4400, featuresMs: 1600, features: 4532, clicks: [1900, 1700, 1600, 1800] };

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

describe('CPU table', () => {
  it("counts the isolate's busy time, never more than the process's CPU, and shares it out as the profile splits it", () => {
    const split = { worker: 60, console: 10, runtime: 30 };
    // 100 ms busy over 20 requests: 5 ms each. The process used 8: the other 3 were not this isolate.
    expect(isolateShares(8, split, 20)).toEqual({ isolate: 5, worker: 3, console: 0.5, runtime: 1.5 });
    // A busy machine stretched the samples' wall time: the process's 4 ms is all the isolate can have used.
    expect(isolateShares(4, split, 20)).toEqual({ isolate: 4, worker: 2.4, console: 0.4, runtime: 1.2 });
    expect(isolateShares(4, { worker: 0, console: 0, runtime: 0 }, 20)).toEqual({ isolate: 0, worker: 0, console: 0, runtime: 0 });
  });
  const row = (label, worker, same = false) => ({ label, process: worker + 4, range: [worker + 3, worker + 6], isolate: worker + 3, worker, console: 1, runtime: 2, ...(same ? { same } : {}) });
  it('passes an uncached page within 10 ms and 3x the cached page, and says which target another misses', () => {
    const table = formatCpuTable([row('cached', 3, true), row('index', 8), row('detail', 11), row('home', 9.5)], { requests: 40, batches: 3 });
    expect(table).toContain('CPU per request (40 sequential requests per batch)');
    expect(table).toContain('3 batches (their range beside it)');
    expect(table).toContain('| cached | 7.00 | 6.0-9.0 | 6.00 | 3.00 | 1.00 | 2.00 | - | reference |');
    expect(table).toContain('| index | 12.00 | 11.0-14.0 | 11.00 | 8.00 | 1.00 | 2.00 | 2.67 | pass |');
    expect(table).toContain('| detail | 15.00 | 14.0-17.0 | 14.00 | 11.00 | 1.00 | 2.00 | 3.67 | FAIL (> 10 ms, > 3x cached) |');
    expect(table).toContain('| home | 13.50 | 12.5-15.5 | 12.50 | 9.50 | 1.00 | 2.00 | 3.17 | FAIL (> 3x cached) |');
  });
});

describe('trail map rows', () => {
  /** A width x 1 strip: `land` pixels of the land colour, then the given others. */
  const strip = (land, others) => {
    const colours = [...Array(land).fill([243, 241, 234]), ...others];
    return { width: colours.length, height: 1, data: Uint8Array.from(colours.flatMap((rgb) => [...rgb, 255])) };
  };

  it('counts the pixels farther than 40 from the dominant colour in RGB, not the ones near it', () => {
    // Woods (far), a faint path (near: 15 away) and a building (far) on six pixels of land.
    const coverage = pictureCoverage(
      strip(6, [
        [156, 211, 180],
        [235, 235, 235],
        [200, 200, 200],
      ]),
    );
    expect(coverage.dominant).toBe('#f3f1ea');
    expect(coverage.share).toBeCloseTo(2 / 9, 6);
    expect(pictureCoverage(strip(4, [])).share).toBe(0);
  });

  it('passes a picture within 250 KB, 60 KB gzipped and 20% detail, and a guide within 10 MB; fails each past it', () => {
    const rows = trailMapRows({ trail: '/entries/a/1', svgBytes: 120_000, gzipBytes: 30_000, coverage: { dominant: '#f3f1ea', share: 0.35 }, savedMb: 4.2 });
    expect(rows.map((r) => [r.name, r.ratio, r.pass])).toEqual([
      ['trail picture SVG (KB)', 120, true],
      ['trail picture SVG gzipped (KB)', 30, true],
      ['trail picture pixels off the land (share)', 0.35, true],
      ['saved trail guide (MB)', 4.2, true],
    ]);
    const over = trailMapRows({ trail: '/entries/a/1', svgBytes: 260_000, gzipBytes: 61_000, coverage: { dominant: '#f3f1ea', share: 0.17 }, savedMb: 10.5 });
    expect(over.map((r) => r.pass)).toEqual([false, false, false, false]);
    expect(trailMapRows({ trail: '/t', svgBytes: 1, gzipBytes: 1, coverage: { dominant: '#000000', share: 0.5 }, savedMb: Number.NaN }).at(-1)?.pass).toBe(false);
    expect(formatBenchTable(over)).toMatch(/trail picture pixels off the land \(share\)\s+0\.17\s+>= 0\.2\s+FAIL {2}\(farther than 40 in RGB from the dominant #f3f1ea\)/);
  });
});
