// Operator commands on the HOSTS namespace: argument checks are pure (and tested); the KV writes go
// through wrangler so local runs hit the same store `wrangler dev` reads and --remote hits the deployed one.
import { spawnSync } from 'node:child_process';
import { importTs, root } from './import-ts.mjs';

export class UsageError extends Error {}

/** Parses `register <host> <site> [--stage S] [--remote] [--persist-to DIR]` and friends. */
function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { remote: false, stage: 'production', persistTo: undefined };
  const positional = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--remote') options.remote = true;
    else if (arg === '--stage' || arg === '--persist-to') {
      const value = rest[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      if (arg === '--stage') options.stage = value;
      else options.persistTo = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { command, positional, ...options };
}

/** Validates a register/unregister call against the real hostname rule and site list. */
function validate({ command, positional, stage }, { siteIds, hostnameSchema, stages }) {
  const expected = { register: 2, unregister: 1, list: 0 }[command];
  if (expected === undefined) throw new UsageError(`unknown command "${command ?? ''}" (register, unregister or list)`);
  if (positional.length !== expected) {
    const usage = {
      register: 'site:register -- <hostname> <site-id> [--stage production|staging|development] [--remote]',
      unregister: 'site:unregister -- <hostname> [--remote]',
      list: 'site:list [--remote]',
    }[command];
    throw new UsageError(`usage: npm run ${usage}`);
  }
  if (command === 'list') return {};
  const host = positional[0].toLowerCase();
  const parsedHost = hostnameSchema.safeParse(host);
  if (!parsedHost.success) throw new UsageError(`hostname: "${positional[0]}" is not a valid hostname`);
  if (command === 'unregister') return { host };
  const site = positional[1];
  if (!siteIds.includes(site)) throw new UsageError(`site-id: "${site}" is not a site (known: ${siteIds.join(', ')})`);
  if (!stages.includes(stage)) throw new UsageError(`--stage: "${stage}" must be one of ${stages.join(', ')}`);
  return { host, record: { site, stage } };
}

function wrangler(args, { persistTo, remote }) {
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const result = spawnSync('wrangler', ['kv', ...args, '--binding', 'HOSTS', ...where], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error(`wrangler kv ${args[0]} ${args[1]} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

async function loadContext() {
  const [{ siteIds }, { hostnameSchema, hostRecordSchema }] = await Promise.all([importTs('sites/index.ts'), importTs('worker/tenancy/host-record.ts')]);
  // The stages the worker accepts in a record, from the record's own schema.
  return { siteIds, hostnameSchema, stages: hostRecordSchema.shape.stage.options };
}

export async function run(argv, log = console.log) {
  const args = parseArgs(argv);
  const checked = validate(args, await loadContext());
  if (args.command === 'register') {
    // validate gives a register call its record.
    const record = /** @type {{ site: string, stage: string }} */ (checked.record);
    wrangler(['key', 'put', checked.host, JSON.stringify(record)], args);
    log(`registered ${checked.host} -> ${record.site} (${record.stage})${args.remote ? ' [remote]' : ' [local]'}`);
  } else if (args.command === 'unregister') {
    wrangler(['key', 'delete', checked.host], args);
    log(`unregistered ${checked.host}${args.remote ? ' [remote]' : ' [local]'}`);
  } else {
    const keys = JSON.parse(wrangler(['key', 'list'], args).trim() || '[]');
    for (const { name } of keys) {
      const value = wrangler(['key', 'get', name, '--text'], args).trim();
      log(`${name}\t${value}`);
    }
    if (keys.length === 0) log('no hostnames registered');
  }
}
