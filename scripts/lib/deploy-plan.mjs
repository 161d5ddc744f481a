// The deploy, step by step, for the README's guide and for `npm run deploy:plan`: each step's real
// command, whether it calls Cloudflare, and the local command that rehearses it (the same tool with
// --dry-run, --local or a throwaway persist directory). Pure: the runner executes or prints it.

/**
 * @param {{ sites: { id: string, hosts: { production: string, staging: string } }[],
 *   secretNames: (siteId: string) => string[], persistTo: string }} input
 */
export function deployPlan({ sites, secretNames, persistTo }) {
  const local = ['--local', '--persist-to', persistTo];
  const step = (title, command, rehearsal) => ({ title, command, network: true, ...(rehearsal ? { rehearsal } : {}) });
  return [
    { title: 'Build the client and the basemap', command: ['npm', 'run', 'build'], network: false, rehearsal: ['npm', 'run', 'build'] },
    { title: 'Bundle the workers and check their budgets', command: ['npm', 'run', 'deploy:check'], network: false, rehearsal: ['npm', 'run', 'deploy:check'] },
    step('KV: hostnames (put the id in wrangler.toml)', ['wrangler', 'kv', 'namespace', 'create', 'HOSTS']),
    step('KV: purge generations (put the id in wrangler.toml)', ['wrangler', 'kv', 'namespace', 'create', 'CACHE_GENERATIONS']),
    step("D1: the site worker's database (put the id in wrangler.toml)", ['wrangler', 'd1', 'create', 'travel-guide']),
    step('D1: its migrations', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote'], ['wrangler', 'd1', 'migrations', 'apply', 'DB', ...local]),
    step('Queues: form deliveries and their dead letters', ['wrangler', 'queues', 'create', 'travel-guide-form-deliveries']),
    step('Queues: dead letters', ['wrangler', 'queues', 'create', 'travel-guide-form-deliveries-dead']),
    step('Content service: its database (only for sites served by the embedded service)', ['wrangler', 'd1', 'create', 'content']),
    step(
      'Content service: its migrations',
      ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--remote', '--config', 'content-service/wrangler.toml'],
      ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--config', 'content-service/wrangler.toml', ...local],
    ),
    step('Content service: deploy', ['wrangler', 'deploy', '--config', 'content-service/wrangler.toml'], ['wrangler', 'deploy', '--dry-run', '--config', 'content-service/wrangler.toml']),
    // Before the site worker: its CARDS binding names this worker. Rasterising a card takes more CPU
    // than the Workers Free plan's 10 ms (docs/quality.md): the account needs Workers Paid.
    step(
      'Card worker: deploy (share cards; Workers Paid)',
      ['wrangler', 'deploy', '--config', 'card-service/wrangler.toml'],
      ['wrangler', 'deploy', '--dry-run', '--config', 'card-service/wrangler.toml'],
    ),
    ...sites.flatMap((site) => secretNames(site.id).map((name) => step(`Secret of ${site.id}`, ['wrangler', 'secret', 'put', name]))),
    step('Site worker: deploy', ['wrangler', 'deploy'], ['wrangler', 'deploy', '--dry-run']),
    ...sites.map((site) =>
      step(`Cloudflare for SaaS: ${site.id}'s custom hostname (zone of the fallback origin)`, [
        'curl',
        '-X',
        'POST',
        'https://api.cloudflare.com/client/v4/zones/$ZONE_ID/custom_hostnames',
        '-H',
        'Authorization: Bearer $CLOUDFLARE_API_TOKEN',
        '-H',
        'Content-Type: application/json',
        '--data',
        JSON.stringify({ hostname: site.hosts.production, ssl: { method: 'http', type: 'dv' } }),
      ]),
    ),
    ...sites.flatMap((site) => [
      step(
        `Register ${site.id} (production)`,
        ['npm', 'run', 'site:register', '--', site.hosts.production, site.id, '--remote'],
        ['npm', 'run', 'site:register', '--', site.hosts.production, site.id, '--persist-to', persistTo],
      ),
      step(
        `Register ${site.id} (staging)`,
        ['npm', 'run', 'site:register', '--', site.hosts.staging, site.id, '--stage', 'staging', '--remote'],
        ['npm', 'run', 'site:register', '--', site.hosts.staging, site.id, '--stage', 'staging', '--persist-to', persistTo],
      ),
    ]),
  ];
}

/** A command as a person types it. */
export function shellLine(command) {
  return command.map((part) => (/^[\w@%+=:,./$-]+$/.test(part) ? part : `'${part.replaceAll("'", "'\\''")}'`)).join(' ');
}
