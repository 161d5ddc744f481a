// The content service's LOCAL D1 (the one `wrangler dev --persist-to <dir>` uses), opened through
// wrangler's platform proxy so the import runs the same validated, single-batch code as the service.
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { importTs, root } from '../../scripts/lib/import-ts.mjs';

export class UsageError extends Error {}

export const DEFAULT_PERSIST_TO = '.wrangler/state';

export function loadOperations() {
  return importTs('content-service/cli/operations.ts');
}

/**
 * `--name value` options and positional arguments; flags listed in `booleans` take no value.
 * @param {string[]} argv
 * @param {{ values?: string[], booleans?: string[], repeatable?: string[] }} [spec]
 */
export function parseArgs(argv, { values = [], booleans = [], repeatable = [] } = {}) {
  /** @type {Record<string, any>} true, a string or, for a repeatable option, the strings given. */
  const options = {};
  const positional = [];
  const rest = [...argv];
  for (let arg = rest.shift(); arg !== undefined; arg = rest.shift()) {
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (booleans.includes(name)) options[name] = true;
    else if (values.includes(name) || repeatable.includes(name)) {
      const value = rest.shift();
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (repeatable.includes(name)) (options[name] ??= []).push(value);
      else options[name] = value;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  return { options, positional };
}

/** Statements end with ';' at a line end; a trigger's body holds several, so it ends at its `END;`. */
function splitStatements(text) {
  const queries = [];
  let current = [];
  for (const line of text.split(/\r?\n/)) {
    current.push(line);
    const statement = current.join('\n');
    const inTrigger = /^\s*CREATE\s+TRIGGER\b/im.test(statement);
    if (/;[ \t]*$/.test(line) && (!inTrigger || /^\s*END;[ \t]*$/i.test(line))) {
      queries.push(statement.replace(/;[ \t]*$/, '').trim());
      current = [];
    }
  }
  queries.push(current.join('\n').trim());
  return queries.filter(Boolean);
}

/**
 * The service's migrations as wrangler lists them ({ name, queries }, files in name order, one query
 * per statement). Read here rather than through @cloudflare/vitest-plugin's readD1Migrations, whose
 * import alone costs the seed more than a second; our files end each statement with ';' at a line end (a trigger with its `END;`).
 */
export function readMigrations(dir = join(root, 'content-service/migrations')) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const queries = splitStatements(text);
      // wrangler hands a file of one statement to D1 as it is, comments and final ';' included.
      return { name, queries: queries.length === 1 ? [text] : queries };
    });
}

/** Opens the local D1, applies the service's migrations when missing, runs `work(db)`, closes. */
export async function withLocalContentDb(persistTo, work) {
  const dir = persistTo ?? process.env.CONTENT_PERSIST_TO ?? DEFAULT_PERSIST_TO;
  const absolute = isAbsolute(dir) ? dir : resolve(root, dir);
  // Loaded only when needed: it is slow to import, and usage errors should answer at once.
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy({ configPath: join(root, 'content-service/wrangler.toml'), persist: { path: join(absolute, 'v3') } });
  try {
    const { ensureMigrated } = await loadOperations();
    await ensureMigrated(proxy.env.DB, readMigrations());
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}
