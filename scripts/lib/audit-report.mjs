// The audit's targets, medians and table, kept apart from the Lighthouse runs so they can be tested.
import { median } from './median.mjs';

/** The quality targets (docs/quality.md), and those for pages with the map drawn (maplibre and WebGL): performance 90. */
export function lighthouseTargets(kind) {
  return { performance: kind === 'map' ? 90 : 95, accessibility: 100, bestPractices: 95, seo: 100, cls: 0.02 };
}

/** Per-figure medians over the runs of one page. */
export function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'cls'];
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
  return misses;
}

const pad = (text, width) => String(text).padEnd(width);

export function formatTable(rows, runs) {
  const width = Math.max(28, ...rows.map((r) => r.label.length)) + 2;
  const header = `${pad('page', width)}${pad('runs', 6)}${pad('perf', 7)}${pad('a11y', 7)}${pad('b.p.', 7)}${pad('seo', 7)}${pad('CLS', 8)}result`;
  const targets = `${pad('target (map pages perf 90)', width)}${pad(runs, 6)}${pad('>=95', 7)}${pad('100', 7)}${pad('>=95', 7)}${pad('100', 7)}${pad('<=0.02', 8)}`;
  const lines = rows.map((r) => {
    if (r.error) return `${pad(r.label, width)}${pad(r.runs ?? 0, 6)}${pad('-', 7)}${pad('-', 7)}${pad('-', 7)}${pad('-', 7)}${pad('-', 8)}ERROR ${r.error}`;
    const result = r.verdict.length ? `FAIL ${r.verdict.join('; ')}` : 'pass';
    return `${pad(r.label, width)}${pad(r.runs ?? runs, 6)}${pad(r.performance, 7)}${pad(r.accessibility, 7)}${pad(r.bestPractices, 7)}${pad(r.seo, 7)}${pad(Number.isFinite(r.cls) ? r.cls.toFixed(3) : 'n/a', 8)}${result}`;
  });
  const passed = rows.filter((r) => !r.error && !r.verdict.length).length;
  return [`Lighthouse, mobile, median of ${runs} run(s)`, header, targets, '-'.repeat(width + 48), ...lines, '', `${passed}/${rows.length} pages meet every target`].join('\n');
}
