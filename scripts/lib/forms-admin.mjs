// Operator commands on form submissions, run against the site worker's D1 through wrangler: the
// local database `wrangler dev` uses, or with --remote the deployed one. The SQL lives with the
// worker (worker/forms/operator-queries.ts), where its tests run it on D1.
import { spawnSync } from 'node:child_process';
import { importTs, root } from './import-ts.mjs';

export class UsageError extends Error {}

const USAGE = {
  export: 'forms:export -- <site-id> [--form newsletter|report|join|order] [--since YYYY-MM-DD] [--format csv|json] [--remote]',
  retry: 'forms:retry -- [<site-id>] [--remote]',
};
const VALUED = new Set(['--form', '--since', '--format', '--persist-to']);

/** Parses `export <site> [--form F] [--since D] [--format csv|json] [--remote] [--persist-to DIR]` and `retry [<site>] ...`. */
function parseArgs(argv) {
  const [command, ...rest] = argv;
  /** @type {{ remote: boolean, format: string, form?: string, since?: string, persistTo?: string }} */
  const options = { remote: false, format: 'csv' };
  const positional = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--remote') options.remote = true;
    else if (VALUED.has(arg)) {
      const value = rest[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      options[arg.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { command, positional, ...options };
}

/** Checks the arguments against the real site and form lists; the SQL is built only from checked values. */
function validate(args, { siteIds, formIds }) {
  const usage = USAGE[args.command];
  if (!usage) throw new UsageError(`unknown command "${args.command ?? ''}" (export or retry)`);
  const required = args.command === 'export' ? 1 : 0;
  if (args.positional.length < required || args.positional.length > 1) throw new UsageError(`usage: npm run ${usage}`);
  const site = args.positional[0];
  if (site !== undefined && !siteIds.includes(site)) throw new UsageError(`site-id: "${site}" is not a site (known: ${siteIds.join(', ')})`);
  if (args.command === 'retry') return { site };
  if (args.form !== undefined && !formIds.includes(args.form)) throw new UsageError(`--form: "${args.form}" must be one of ${formIds.join(', ')}`);
  if (args.since !== undefined && !(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(args.since) && !Number.isNaN(Date.parse(args.since)))) {
    throw new UsageError(`--since: "${args.since}" is not a date like 2026-11-01`);
  }
  if (!['csv', 'json'].includes(args.format)) throw new UsageError(`--format: "${args.format}" must be csv or json`);
  return { site, form: args.form, since: args.since, format: args.format };
}

/**
 * The rows a statement returns, through `wrangler d1 execute --json`.
 * @param {string} sql
 * @param {{ remote: boolean, persistTo?: string }} target
 */
function d1(sql, { remote, persistTo }) {
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout).flatMap((part) => part.results ?? []);
}

/**
 * Locally, asks a running `npm start` (wrangler dev --test-scheduled) to sweep at once; deployed,
 * the cron does it within five minutes.
 */
async function sweepNow(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`, { signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function loadContext() {
  const [{ siteIds }, { formIds }, queries] = await Promise.all([importTs('sites/index.ts'), importTs('core/forms/offered.ts'), importTs('worker/forms/operator-queries.ts')]);
  return { siteIds, formIds, queries };
}

export async function run(argv, out = console.log, { port = Number(process.env.PORT ?? 8787) } = {}) {
  const args = parseArgs(argv);
  const context = await loadContext();
  const checked = validate(args, context);
  const { exportSql, retrySql, flatten, toCsv } = context.queries;
  if (args.command === 'export') {
    const records = d1(exportSql(checked), args).map(flatten);
    out(checked.format === 'json' ? JSON.stringify(records, null, 2) : toCsv(records).trimEnd());
    return;
  }
  const revived = d1(retrySql(checked.site), args);
  const scope = checked.site ? ` of ${checked.site}` : '';
  out(`${revived.length} dead deliveries${scope} set to go out again${args.remote ? ' [remote]' : ' [local]'}`);
  if (revived.length === 0) return;
  if (args.remote) out('the worker queues them on its next sweep (every 5 minutes)');
  else if (await sweepNow(port)) out(`swept: queued by the dev server on port ${port}`);
  else out(`queued on the next sweep; with \`npm start\` running: curl 'http://localhost:${port}/__scheduled'`);
}
