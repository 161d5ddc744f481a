import { describe, expect, it } from 'vitest';
import { formatTable, lighthouseTargets, medianOf, pageVerdict } from './audit-report.mjs';
import { median } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle pair otherwise, ignoring NaN', () => {
    expect(median([90, 70, 100])).toBe(90);
    expect(median([0.01, 0.03])).toBe(0.02);
    expect(median([Number.NaN, 5, 7, 9])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('is taken per figure across runs', () => {
    const runs = [
      { performance: 97, accessibility: 100, bestPractices: 96, seo: 100, cls: 0.05, lcp: 2100 },
      { performance: 88, accessibility: 100, bestPractices: 100, seo: 92, cls: 0, lcp: 3000 },
      { performance: 99, accessibility: 98, bestPractices: 96, seo: 100, cls: 0.01, lcp: 1900 },
    ];
    expect(medianOf(runs)).toEqual({ performance: 97, accessibility: 100, bestPractices: 96, seo: 100, cls: 0.01, lcp: 2100 });
  });
});

describe('pageVerdict', () => {
  it('holds content pages to performance 95 and map pages to 90', () => {
    const figures = { performance: 90, accessibility: 100, bestPractices: 95, seo: 100, cls: 0.02, lcp: 2000 };
    expect(pageVerdict(figures, lighthouseTargets('detail'))).toEqual(['performance 90 < 95']);
    expect(pageVerdict(figures, lighthouseTargets('map'))).toEqual([]);
    expect(pageVerdict({ ...figures, performance: 89 }, lighthouseTargets('map'))).toEqual(['performance 89 < 90']);
  });

  it('holds only pages whose map starts at once to an LCP within 2.5 s', () => {
    const figures = { performance: 96, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcp: 2600 };
    expect(pageVerdict(figures, lighthouseTargets('map'))).toEqual(['LCP 2600 ms > 2500 ms']);
    expect(pageVerdict({ ...figures, lcp: 2400 }, lighthouseTargets('map'))).toEqual([]);
    expect(pageVerdict(figures, lighthouseTargets('split'))).toEqual([]);
    expect(pageVerdict({ ...figures, lcp: Number.NaN }, lighthouseTargets('map'))).toEqual(['LCP NaN ms > 2500 ms']);
  });

  it('names every missed target, CLS included, and treats a missing figure as a miss', () => {
    const figures = { performance: 99, accessibility: 96, bestPractices: Number.NaN, seo: 100, cls: 0.1 };
    expect(pageVerdict(figures, lighthouseTargets('home'))).toEqual(['accessibility 96 < 100', 'bestPractices NaN < 95', 'CLS 0.100 > 0.02']);
  });

  it('fails a page that got fewer runs than planned, even with good figures', () => {
    const figures = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
    expect(pageVerdict(figures, lighthouseTargets('home'), { done: 2, planned: 3 })).toEqual(['only 2 of 3 runs completed']);
    expect(pageVerdict(figures, lighthouseTargets('home'), { done: 3, planned: 3 })).toEqual([]);
  });
});

describe('formatTable', () => {
  it('prints one line per page with pass, FAIL reasons or ERROR, and a count', () => {
    const table = formatTable(
      [
        { label: 'islands home /', runs: 3, performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, lcp: 1234.4, verdict: [] },
        { label: 'islands map /map', runs: 2, performance: 80, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, verdict: ['performance 80 < 90'] },
        { label: 'islands detail', runs: 0, error: 'NO_FCP: no content' },
      ],
      3,
    );
    expect(table).toContain('median of 3 run(s)');
    expect(table).toMatch(/islands home \/\s+3\s+98\s+100\s+100\s+100\s+0\.000\s+1234\s+pass/);
    expect(table).toMatch(/islands map \/map\s+2\s+80\s/);
    expect(table).toMatch(/islands detail\s+0\s+-/);
    expect(table).toContain('FAIL performance 80 < 90');
    expect(table).toContain('ERROR NO_FCP: no content');
    expect(table).toContain('1/3 pages meet every target');
  });
});
