// The local stack: the site worker, the embedded content service and the card worker on workerd through `wrangler dev`,
// sharing one persist dir (local D1, KV, Cache). `npm start` and the browser tests both start it here,
// so what the tests exercise is exactly what a developer runs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { cachedOsmBasemap, DEMO_ARCHIVE } from '../osm-basemap/cached-archive.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { waitHealthy } from './http.mjs';
import { importTs, root } from './import-ts.mjs';
import { freePort, run, startService, stopService, toolEnv } from './proc.mjs';

const WRANGLER = join(root, 'node_modules/wrangler/bin/wrangler.js');
const CONTENT_CONFIG = 'content-service/wrangler.toml';
const PROVIDERS_CONFIG = 'stand-ins/form-providers/wrangler.toml';
const CARDS_CONFIG = 'card-service/wrangler.toml';
/** The host that serves the default site locally (docs/product/sites.md#hostnames: localhost serves islands). */
const DEFAULT_LOCAL_SITE = 'islands';

/** The local KV hostname records: localhost -> islands, <id>.localhost -> each site. */
function hostRecords(siteIds) {
  const record = (site) => JSON.stringify({ site, stage: 'development' });
  return [{ key: 'localhost', value: record(DEFAULT_LOCAL_SITE) }, ...siteIds.map((id) => ({ key: `${id}.localhost`, value: record(id) }))];
}

function wrangler(args, env, quiet, label) {
  return run(process.execPath, [WRANGLER, ...args], { env, quiet, label });
}

async function build(log, quiet) {
  if (existsSync(join(root, 'build.mjs'))) {
    log('building the client (node build.mjs)');
    await run(process.execPath, ['build.mjs'], { quiet, label: 'build' });
  } else {
    log('build.mjs not present yet: serving ./dist as it is');
  }
  // wrangler refuses an [assets] directory that does not exist.
  mkdirSync(join(root, 'dist'), { recursive: true });
}

async function seedContent(persistTo, env, log, quiet, extraSeeds) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (!pkg.scripts?.['content:seed']) {
    log('demo content: skipped (no `content:seed` npm script yet)');
    return;
  }
  log('seeding demo content (npm run content:seed)');
  for (const extra of [[], ...extraSeeds]) {
    if (extra.length) log(`seeding more content (content:seed ${extra.join(' ')})`);
    await run('npm', ['run', '--silent', 'content:seed', '--', '--persist-to', persistTo, ...extra], {
      env: { ...env, CONTENT_PERSIST_TO: persistTo },
      quiet,
      label: 'seed',
    });
  }
}

/**
 * Prepares and starts both workers; resolves once both answer /healthz.
 * `contentName`, `between` and `siteMain` serve the benchmark: it renames the content service, puts
 * a fault-injecting worker (started between the two) under the name the site worker binds to, and
 * runs its own entry of the site worker (worker/bench/index.tsx); `extraSeeds` are further content:seed
 * arguments run after the demo content (the map bench's synthetic entries); `siteVars` override the site
 * worker's [vars] (the bench's short delivery backoff).
 * @param {{ sitePort: number, contentPort: number, inspectorPorts?: [number, number], persistDir?: string,
 *           quiet?: boolean, log?: (line: string) => void, contentName?: string,
 *           between?: { label: string, config: string, port: number }[], siteMain?: string, extraSeeds?: string[][],
 *           siteVars?: Record<string, string>, profiled?: boolean }} options
 * @returns {Promise<{ siteUrl: string, contentUrl: string, providersUrl: string, sitePort: number, contentPort: number,
 *           persistDir: string, inspectorPorts: [number, number], siteIds: string[], originOf: (siteId: string) => string, stop: () => Promise<void> }>}
 */
export async function startStack({
  sitePort,
  contentPort,
  inspectorPorts,
  persistDir = '.wrangler/state',
  quiet = false,
  log,
  contentName,
  between = [],
  siteMain,
  extraSeeds = [],
  siteVars = {},
  profiled = false,
}) {
  const say = log ?? (quiet ? () => {} : (line) => console.log(`[stack] ${line}`));
  const persistTo = isAbsolute(persistDir) ? persistDir : resolve(root, persistDir);
  mkdirSync(persistTo, { recursive: true });
  // A registry per persist dir: two stacks on one machine (npm start and the tests) must not bind
  // to each other's content service through wrangler's shared dev registry.
  // NODE_ENV=production: wrangler dev otherwise bundles for development (React's development build,
  // several times slower to render), so the local stack would not run what `wrangler deploy` ships.
  const env = toolEnv({ CI: 'true', WRANGLER_REGISTRY_PATH: join(persistTo, 'registry'), NODE_ENV: 'production' });
  const [siteInspector, contentInspector] = inspectorPorts ?? [await freePort(), await freePort()];

  await build(say, quiet);
  const { siteIds } = await importTs('sites/index.ts');
  const written = ensureDevVars(root, siteIds);
  say(written.length ? `local secrets written: ${written.map((p) => p.slice(root.length + 1)).join(', ')}` : 'local secrets: up to date');

  say(`applying D1 migrations (persist dir ${persistTo})`);
  // One after the other: two workerd instances on one persist dir collide on its SQLite locks.
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], env, quiet, 'migrate site');
  await wrangler(['d1', 'migrations', 'apply', 'content', '--local', '--config', CONTENT_CONFIG, '--persist-to', persistTo], env, quiet, 'migrate content');

  const hostsFile = join(persistTo, 'hosts.json');
  writeFileSync(hostsFile, JSON.stringify(hostRecords(siteIds), null, 2));
  say(`writing ${siteIds.length + 1} local hostname records (localhost, <site>.localhost)`);
  await wrangler(['kv', 'bulk', 'put', hostsFile, '--binding', 'HOSTS', '--local', '--persist-to', persistTo], env, quiet, 'kv');

  await seedContent(persistTo, env, say, quiet, extraSeeds);

  // The liechtenstein site's outdoor map reads its basemap from this archive in the local BASEMAPS bucket.
  const basemap = await cachedOsmBasemap();
  say(`${basemap.built ? 'built' : 'cached'} OpenStreetMap basemap -> local R2 ${DEMO_ARCHIVE.key}`);
  await wrangler(['r2', 'object', 'put', `travel-guide-basemaps/${DEMO_ARCHIVE.key}`, '--file', basemap.file, '--local', '--persist-to', persistTo], env, quiet, 'r2');

  const devArgs = (port, inspector) => ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', persistTo, '--show-interactive-dev-session=false'];
  const services = [];
  let providersPort;
  const stop = async () => {
    await Promise.all(services.splice(0).map((s) => stopService(s)));
  };
  try {
    // The content service first: the site worker's CONTENT binding connects through the registry
    // only once the service is up, and pages need it.
    say(`starting the content service on ${contentPort}`);
    const rename = contentName ? ['--name', contentName] : [];
    const content = startService(process.execPath, [WRANGLER, ...devArgs(contentPort, contentInspector), '--config', CONTENT_CONFIG, ...rename], { env, quiet, label: 'content' });
    services.push(content);
    await waitHealthy(content, `http://127.0.0.1:${contentPort}/healthz`);
    // The form providers (captcha, list, mail) answer through the site worker's PROVIDERS binding.
    providersPort = await freePort();
    say(`starting the form provider stand-ins on ${providersPort}`);
    const providers = startService(process.execPath, [WRANGLER, ...devArgs(providersPort, await freePort()), '--config', PROVIDERS_CONFIG], { env, quiet, label: 'providers' });
    services.push(providers);
    await waitHealthy(providers, `http://127.0.0.1:${providersPort}/healthz`);
    // The share-card rasteriser answers the site worker's CARDS binding ({page}/card.png).
    const cardsPort = await freePort();
    say(`starting the card worker on ${cardsPort}`);
    const cards = startService(process.execPath, [WRANGLER, ...devArgs(cardsPort, await freePort()), '--config', CARDS_CONFIG], { env, quiet, label: 'cards' });
    services.push(cards);
    await waitHealthy(cards, `http://127.0.0.1:${cardsPort}/healthz`);
    for (const worker of between) {
      say(`starting ${worker.label} on ${worker.port}`);
      const extra = startService(process.execPath, [WRANGLER, ...devArgs(worker.port, await freePort()), '--config', worker.config], { env, quiet, label: worker.label });
      services.push(extra);
      await waitHealthy(extra, `http://127.0.0.1:${worker.port}/healthz`);
    }
    say(`starting the site worker on ${sitePort}`);
    const main = siteMain ? [siteMain] : [];
    const vars = Object.entries(siteVars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
    // --test-scheduled: /__scheduled runs the delivery sweep on demand (npm run forms:retry uses it).
    // A profiled stack runs the site worker unminified: its CPU profile names functions by the module
    // comments esbuild writes only then (scripts/lib/cpu-profile.mjs); the code is the same.
    const readable = profiled ? ['--minify=false'] : [];
    const site = startService(process.execPath, [WRANGLER, 'dev', ...main, ...devArgs(sitePort, siteInspector).slice(1), '--test-scheduled', ...readable, ...vars], { env, quiet, label: 'site' });
    services.push(site);
    await waitHealthy(site, `http://127.0.0.1:${sitePort}/healthz`, { host: 'localhost' });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    siteUrl: `http://localhost:${sitePort}`,
    contentUrl: `http://localhost:${contentPort}`,
    providersUrl: `http://127.0.0.1:${providersPort}`,
    sitePort,
    contentPort,
    persistDir: persistTo,
    inspectorPorts: [siteInspector, contentInspector],
    siteIds: [...siteIds],
    originOf: (siteId) => `http://${siteId}.localhost:${sitePort}`,
    stop,
  };
}
