// The content service's LOCAL D1 (the one `wrangler dev --persist-to <dir>` uses), opened through
// wrangler's platform proxy so the import runs the same validated, single-batch code as the service.
import { isAbsolute, join, resolve } from 'node:path';
import { importTs, root } from '../../scripts/lib/import-ts.mjs';

export class UsageError extends Error {}

export const DEFAULT_PERSIST_TO = '.wrangler/state';

export function loadOperations() {
  return importTs('content-service/cli/operations.ts');
}

/** `--name value` options and positional arguments; flags listed in `booleans` take no value. */
export function parseArgs(argv, { values = [], booleans = [], repeatable = [] } = {}) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (booleans.includes(name)) options[name] = true;
    else if (values.includes(name) || repeatable.includes(name)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (repeatable.includes(name)) (options[name] ??= []).push(value);
      else options[name] = value;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  return { options, positional };
}

/** Opens the local D1, applies the service's migrations when missing, runs `work(db)`, closes. */
export async function withLocalContentDb(persistTo, work) {
  const dir = persistTo ?? process.env.CONTENT_PERSIST_TO ?? DEFAULT_PERSIST_TO;
  const absolute = isAbsolute(dir) ? dir : resolve(root, dir);
  // Loaded only when needed: both are slow to import, and usage errors should answer at once.
  const [{ getPlatformProxy }, { readD1Migrations }] = await Promise.all([import('wrangler'), import('@cloudflare/vitest-plugin')]);
  const proxy = await getPlatformProxy({ configPath: join(root, 'content-service/wrangler.toml'), persist: { path: join(absolute, 'v3') } });
  try {
    const { ensureMigrated } = await loadOperations();
    await ensureMigrated(proxy.env.DB, await readD1Migrations(join(root, 'content-service/migrations')));
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}
