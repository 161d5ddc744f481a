// npm run deploy:plan: prints the deploy, step by step (README "Deploy"), from wrangler.toml's bindings
// and the sites' hosts and secrets. With --rehearse it runs every step up to the network call: each
// step's local rehearsal (build, budget check, dry-run deploys, migrations and host records into a
// throwaway local store) in order, and lists the calls to Cloudflare it stops before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteCredentials, siteWorkerVars } from './lib/dev-secrets.mjs';
import { deployPlan, shellLine } from './lib/deploy-plan.mjs';
import { importTs } from './lib/import-ts.mjs';
import { run } from './lib/proc.mjs';

const rehearse = process.argv.includes('--rehearse');
const { siteIds, loadSiteConfig } = await importTs('sites/index.ts');
const sites = siteIds.map((id) => ({ id, hosts: loadSiteConfig(id).hosts }));
// The secret names the tests bind are the ones a deployment sets: one list, in dev-secrets.mjs.
const secretNames = (id) => Object.keys(siteWorkerVars(siteCredentials([id], 'names-only')));
const persistTo = mkdtempSync(join(tmpdir(), 'deploy-rehearsal-'));

try {
  const plan = deployPlan({ sites, secretNames, persistTo });
  for (const [index, step] of plan.entries()) {
    const line = `${String(index + 1).padStart(3)}. ${step.title}\n     ${shellLine(step.command)}`;
    if (!rehearse) {
      console.log(line);
      continue;
    }
    if (!step.rehearsal) {
      console.log(`${line}\n     (calls Cloudflare: not run)`);
      continue;
    }
    console.log(`${line}\n     rehearsing: ${shellLine(step.rehearsal)}`);
    const [command, ...args] = step.rehearsal;
    await run(command, args, { label: `step ${index + 1}`, quiet: true, timeoutMs: 600_000 });
  }
  if (rehearse) console.log(`\nRehearsed every local step; ${plan.filter((step) => !step.rehearsal).length} calls to Cloudflare remain.`);
} finally {
  rmSync(persistTo, { recursive: true, force: true });
}
