// `npm test`: build the client (browser tests need it), then every vitest project (worker,
// content-service, node incl. test/e2e). The exit code and the last lines are vitest's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/import-ts.mjs';
import { toolEnv } from './lib/proc.mjs';

const env = toolEnv({ VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });

if (existsSync(join(root, 'build.mjs'))) {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`build.mjs failed (${built.signal ?? `exit ${built.status}`}); not running the tests`);
    process.exit(built.status || 1);
  }
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
