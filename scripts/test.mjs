// `npm test`: lint and format check (Biome), unused code (knip), install Debian's Chromium and a Java runtime when the
// browser tests need them and they are missing, build the client (browser tests need it), type-check,
// then every vitest project (worker, content-service, node incl. test/e2e). The exit code is vitest's;
// the last line is a plain 'Tests: N passed, N failed' summary that any CI can read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { messageOf } from './lib/errors.mjs';
import { root } from './lib/import-ts.mjs';
import { toolEnv } from './lib/proc.mjs';
import { ensureSystemDeps, selectsBrowserTests } from './lib/system-deps.mjs';

const env = toolEnv({ VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
const args = process.argv.slice(2);

// A full run starts with the linter and the formatter's check, then knip's check for unused files,
// dependencies and exports (knip.jsonc), the quickest to fail; a run of chosen files skips them, as it
// skips the type check.
if (args.length === 0) {
  const checks = [
    { tool: 'biome', args: ['ci', '--error-on-warnings', '.'], fix: 'npm run format fixes the formatting and the safe lint fixes' },
    { tool: 'knip', args: ['--no-progress', '--no-config-hints'], fix: 'delete what nothing uses, or drop its export' },
    // Tests are not entries in production mode: an export only tests import fails here (decision 048).
    { tool: 'knip', args: ['--production', '--no-progress', '--no-config-hints'], fix: 'test it through what the product calls, then drop its export' },
  ];
  for (const check of checks) {
    const ran = spawnSync(join(root, 'node_modules/.bin', check.tool), check.args, { cwd: root, env, stdio: 'inherit' });
    if (ran.status !== 0) {
      console.error(`${check.tool} ${check.args.join(' ')} found problems (${check.fix}); not running the tests`);
      process.exit(ran.status || 1);
    }
  }
}

const e2eFiles = readdirSync(join(root, 'test/e2e'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/e2e/${file}`);
if (selectsBrowserTests(args, e2eFiles)) {
  try {
    ensureSystemDeps(['chromium', 'java', 'xmllint']);
  } catch (error) {
    // One clear message instead of every browser test failing on a missing executable.
    console.error(`npm test: ${messageOf(error)}`);
    process.exit(1);
  }
}

if (existsSync(join(root, 'build.mjs'))) {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`build.mjs failed (${built.signal ?? `exit ${built.status}`}); not running the tests`);
    process.exit(built.status || 1);
  }
}

// The TypeScript projects hold the one-way imports (worker, client, service worker, tooling): a full
// run checks them first; a run of chosen files skips it to stay quick.
if (args.length === 0) {
  const typed = spawnSync('npm', ['run', '--silent', 'typecheck'], { cwd: root, env, stdio: 'inherit' });
  if (typed.status !== 0) {
    console.error('npm run typecheck failed; not running the tests');
    process.exit(typed.status || 1);
  }
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const report = join(root, '.tmp', 'vitest-report.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(report, { force: true });
const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
const result = spawnSync(process.execPath, [vitest, 'run', ...reporters, ...args], { cwd: root, env, stdio: 'inherit' });
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = numPendingTests + numTodoTests;
  console.log(`Tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(result.status ?? 1);
