// Bundle budgets: the gzip size of each worker's dry-run bundle against the budget recorded in
// deploy-budget.json, with each bundle's start-up printed beside it. Pure, so the rule is tested
// without running wrangler.
import { gzipSync } from 'node:zlib';

/** Gzip size in KiB (one decimal) as a deploy would upload it. */
export function gzipKiB(bytes) {
  return Math.round((gzipSync(bytes).length / 1024) * 10) / 10;
}

/** Reads deploy-budget.json's content; throws on a malformed file rather than letting every bundle pass. */
export function parseBudgets(text) {
  const json = JSON.parse(text);
  if (!Array.isArray(json.workers) || json.workers.length === 0) throw new Error('deploy-budget.json: "workers" must list at least one worker');
  for (const worker of json.workers) {
    if (typeof worker.name !== 'string' || typeof worker.config !== 'string' || !(worker.gzipKiB > 0)) {
      throw new Error(`deploy-budget.json: each worker needs a name, a config and a positive gzipKiB (got ${JSON.stringify(worker)})`);
    }
  }
  return json.workers;
}

/** Start-up beside the size: measured (scripts/lib/startup-time.mjs), not budgeted. */
function startupText(startup) {
  return startup ? `, start-up ${startup.cpuMs} ms CPU / ${startup.wallMs} ms wall (median of ${startup.runs} fresh isolates)` : '';
}

/** One line per worker and whether all are within budget. */
export function judge(measured) {
  const lines = measured.map(({ name, gzipKiB: size, budget, startup }) => `${size <= budget ? 'ok  ' : 'OVER'} ${name}: ${size} KiB gzip (budget ${budget} KiB)${startupText(startup)}`);
  return { ok: measured.every(({ gzipKiB: size, budget }) => size <= budget), lines };
}
