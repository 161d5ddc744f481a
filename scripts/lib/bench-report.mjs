// The benchmark's table: one row per ratio with its goal and verdict.

/** A measured row; failed requests during the measurement make it fail whatever the ratio. */
export function ratioRow(name, ratio, goal, meets, errors) {
  const ok = Number.isFinite(ratio) && meets(ratio) && errors === 0;
  return { name, ratio, goal, pass: ok, note: errors ? `${errors} failed request(s)` : '' };
}

export function formatBenchTable(rows) {
  const width = Math.max(30, ...rows.map((r) => r.name.length)) + 2;
  const head = `${'measure'.padEnd(width)}${'ratio'.padEnd(9)}${'goal'.padEnd(14)}result`;
  const lines = rows.map((r) => {
    const ratio = r.ratio === null || r.ratio === undefined ? 'n/a' : r.ratio.toFixed(2);
    const result = r.ratio === null || r.ratio === undefined ? 'not measured' : r.pass ? 'pass' : 'FAIL';
    return `${r.name.padEnd(width)}${ratio.padEnd(9)}${r.goal.padEnd(14)}${result}${r.note ? `  (${r.note})` : ''}`;
  });
  return [head, '-'.repeat(width + 30), ...lines].join('\n');
}
