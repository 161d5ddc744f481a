// npm run deploy:check: `wrangler deploy --dry-run` for every worker in deploy-budget.json (bundles
// and validates its configuration, uploads nothing), then fails when a compressed bundle is over its
// recorded budget. Prints each bundle's start-up time beside its size (scripts/lib/startup-time.mjs:
// compile and evaluation on a fresh workerd isolate). Builds the client first when dist/ is missing
// (the site worker serves it).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipKiB, judge, parseBudgets } from './lib/bundle-budget.mjs';
import { root } from './lib/import-ts.mjs';
import { run } from './lib/proc.mjs';
import { measureStartup } from './lib/startup-time.mjs';

const budgets = parseBudgets(readFileSync(join(root, 'deploy-budget.json'), 'utf8'));
if (!existsSync(join(root, 'dist/assets/manifest.json'))) await run('node', ['build.mjs'], { label: 'build', quiet: true });

// Wrangler's own reading of each config: the compatibility settings the bundle starts under.
const { unstable_readConfig: readConfig } = await import('wrangler');

const out = mkdtempSync(join(tmpdir(), 'deploy-check-'));
try {
  const measured = [];
  for (const worker of budgets) {
    const outdir = join(out, worker.name);
    await run('wrangler', ['deploy', '--dry-run', '--config', worker.config, '--outdir', outdir], { label: worker.name, quiet: true });
    // Every module the deploy uploads (a worker's WebAssembly and fonts are modules beside its script),
    // not the source map or wrangler's README.
    const modules = readdirSync(outdir).filter((file) => !file.endsWith('.map') && file !== 'README.md');
    const size = modules.reduce((sum, file) => sum + gzipKiB(readFileSync(join(outdir, file))), 0);
    // The harness loads the script alone: a worker with modules beside it (the card worker's
    // WebAssembly) is sized, not timed.
    const config = readConfig({ config: join(root, worker.config) }, { hideWarnings: true });
    const startup = modules.length === 1 ? await measureStartup(join(outdir, 'index.js'), { compatibilityDate: config.compatibility_date, compatibilityFlags: config.compatibility_flags }) : undefined;
    measured.push({ name: worker.name, gzipKiB: Math.round(size * 10) / 10, budget: worker.gzipKiB, startup });
  }
  const { ok, lines } = judge(measured);
  for (const line of lines) console.log(line);
  if (!ok) {
    console.error('A worker bundle is over its budget (deploy-budget.json): trim it, or raise the budget on purpose.');
    process.exitCode = 1;
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
