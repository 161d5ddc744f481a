// The audit's targets, medians and table, kept apart from the Lighthouse runs so they can be tested.
import { median } from './median.mjs';

/**
 * The quality targets (docs/quality.md). Pages whose map starts at once (the map page, a Map tab)
 * are held to performance 90 and a largest contentful paint within 2.5 s; every other page to 95.
 */
export function lighthouseTargets(kind) {
  const targets = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100, cls: 0.02 };
  return kind === 'map' ? { ...targets, performance: 90, lcp: 2500 } : targets;
}

/** Per-figure medians over the runs of one page. */
export function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls', 'lcp'];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

/**
 * The figures that miss their target, e.g. ['performance 91 < 95']; empty when all pass. With
 * `runs` ({ done, planned }), a page that got fewer Lighthouse runs than planned misses too: a
 * median of fewer runs is not the figure the gate asks for.
 */
export function pageVerdict(figures, targets, runs) {
  const misses = [];
  if (runs && runs.done < runs.planned) misses.push(`only ${runs.done} of ${runs.planned} runs completed`);
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (!(figures[key] >= targets[key])) misses.push(`${key} ${figures[key]} < ${targets[key]}`);
  }
  if (!(figures.cls <= targets.cls)) misses.push(`CLS ${figures.cls.toFixed(3)} > ${targets.cls}`);
  if (targets.lcp !== undefined && !(figures.lcp <= targets.lcp)) misses.push(`LCP ${Math.round(figures.lcp)} ms > ${targets.lcp} ms`);
  return misses;
}

const pad = (text, width) => String(text).padEnd(width);

export function formatTable(rows, runs) {
  const width = Math.max(28, ...rows.map((r) => r.label.length)) + 2;
  const header = `${pad('page', width)}${pad('runs', 6)}${pad('perf', 7)}${pad('a11y', 7)}${pad('b.p.', 7)}${pad('seo', 7)}${pad('CLS', 8)}${pad('LCP ms', 8)}result`;
  const targets = `${pad('target (map pages perf 90)', width)}${pad(runs, 6)}${pad('>=95', 7)}${pad('100', 7)}${pad('>=95', 7)}${pad('100', 7)}${pad('<=0.02', 8)}${pad('map<=2500', 8)}`;
  const lines = rows.map((r) => {
    if (r.error) return `${pad(r.label, width)}${pad(r.runs ?? 0, 6)}${pad('-', 7)}${pad('-', 7)}${pad('-', 7)}${pad('-', 7)}${pad('-', 8)}${pad('-', 8)}ERROR ${r.error}`;
    const result = r.verdict.length ? `FAIL ${r.verdict.join('; ')}` : 'pass';
    const cls = Number.isFinite(r.cls) ? r.cls.toFixed(3) : 'n/a';
    const lcp = Number.isFinite(r.lcp) ? Math.round(r.lcp) : 'n/a';
    return `${pad(r.label, width)}${pad(r.runs ?? runs, 6)}${pad(r.performance, 7)}${pad(r.accessibility, 7)}${pad(r.bestPractices, 7)}${pad(r.seo, 7)}${pad(cls, 8)}${pad(lcp, 8)}${result}`;
  });
  const passed = rows.filter((r) => !r.error && !r.verdict.length).length;
  return [`Lighthouse, mobile (split views also desktop), median of ${runs} run(s)`, header, targets, '-'.repeat(width + 56), ...lines, '', `${passed}/${rows.length} pages meet every target`].join(
    '\n',
  );
}
