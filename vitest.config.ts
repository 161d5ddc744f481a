import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { configDefaults, defineConfig } from 'vitest/config';
import { contentServiceVars, siteCredentials, siteWorkerVars } from './scripts/lib/dev-secrets.mjs';
import { cachedOsmBasemap } from './scripts/osm-basemap/cached-archive.mjs';
import { siteIds } from './sites';

// Tests sign and verify with keys derived from a fixed seed, so failures reproduce.
const credentials = siteCredentials(siteIds, 'test-seed');
export const TEST_ADMIN_TOKEN = 'test-admin-token';
const compatibilityDate = '2026-08-20';

/**
 * WebAssembly and font files stay modules of their own beside the bundle, as wrangler uploads them:
 * the card worker imports its rasteriser and fonts. Each copied file's path is added to `binaries`.
 */
function binaryModules(name: string, binaries: string[]): Plugin {
  return {
    name: 'binary-modules',
    setup(builder) {
      builder.onResolve({ filter: /\.(wasm|woff)$/ }, async (args) => {
        if (args.pluginData === 'binary') return undefined;
        const resolved = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: 'binary' });
        const copy = `${CACHE_DIR}/${name}-modules/${basename(resolved.path)}`;
        mkdirSync(`${CACHE_DIR}/${name}-modules`, { recursive: true });
        copyFileSync(resolved.path, copy);
        binaries.push(copy);
        return { path: `./${name}-modules/${basename(resolved.path)}`, external: true };
      });
    },
  };
}

// In the checkout, not node_modules: worktrees share one node_modules, and a bundle written there by
// another checkout's run would be served in place of this one's.
const CACHE_DIR = '.tmp/cache';

/** A helper worker's TypeScript as one module for miniflare (its binary modules, if any, in `binaries`). */
async function bundleWorker(entry: string, name: string, binaries: string[] = []): Promise<string> {
  const outfile = `${CACHE_DIR}/${name}.test.mjs`;
  await build({
    plugins: [binaryModules(name, binaries)],
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'error',
  });
  return outfile;
}

/** The card worker as miniflare's explicit module list: its bundle, WebAssembly and fonts. */
async function cardServiceModules() {
  const binaries: string[] = [];
  const script = await bundleWorker('card-service/index.ts', 'card-service', binaries);
  return [{ type: 'ESModule' as const, path: script }, ...binaries.map((path) => ({ type: path.endsWith('.wasm') ? ('CompiledWasm' as const) : ('Data' as const), path }))];
}

const SITE_WORKER_TESTS = ['worker/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'sites/**/*.test.ts', 'ui/**/*.test.{ts,tsx}'];
/**
 * The site worker's test files share one runtime (one workerd, its storage and its modules' memory),
 * started once instead of once per file (decision 065); test/support/file-start.setup.ts gives each
 * file the basemap bucket and cold caches it expects. These files each run in a runtime of their own:
 * some leave behind what no purge undoes (synthetic content added to a demo site, which every later
 * file showing that site's lists would see; a two-minute back-off of a site's content requests), and
 * one needs an isolate that has read no archive yet (the PMTiles directories kept in memory).
 */
const OWN_RUNTIME_TESTS = ['worker/feeds/*-scale.test.ts', 'worker/map/static-map.integration.test.ts', 'worker/content/site-content.test.ts', 'worker/map/pmtiles-map.integration.test.ts'];

export default defineConfig(async () => {
  const siteMigrations = await readD1Migrations('migrations');
  const contentMigrations = await readD1Migrations('content-service/migrations');
  const contentVars = contentServiceVars(credentials, TEST_ADMIN_TOKEN);
  const siteWorkerTestOptions = async () => ({
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        ...siteWorkerVars(credentials),
        TEST_MIGRATIONS: siteMigrations,
        TEST_CONTENT_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        // Failed deliveries retry at once: the backoff itself is unit-tested.
        FORM_RETRY_BASE_SECONDS: '0',
      },
      // The demo's OpenStreetMap basemap archive, as `npm start` puts it in R2 (built once per
      // version of its inputs, scripts/osm-basemap/cached-archive.mjs).
      dataBlobBindings: { TEST_OSM_BASEMAP: (await cachedOsmBasemap()).file },
      workers: [
        {
          name: 'content-service',
          modules: true,
          scriptPath: await bundleWorker('content-service/index.ts', 'content-service'),
          compatibilityDate,
          compatibilityFlags: ['nodejs_compat'],
          d1Databases: { DB: 'content-db' },
          bindings: { ...contentVars, TEST_MIGRATIONS: contentMigrations },
        },
        {
          // Draws the share cards for the CARDS binding (worker/cards/share-cards.ts).
          name: 'card-service',
          modulesRoot: CACHE_DIR,
          modules: await cardServiceModules(),
          compatibilityDate,
          compatibilityFlags: ['nodejs_compat'],
        },
        {
          // Answers the form providers' URLs (captcha, list, mail) for the PROVIDERS binding.
          name: 'form-provider-stand-ins',
          modules: true,
          scriptPath: await bundleWorker('stand-ins/form-providers/index.ts', 'form-provider-stand-ins'),
          compatibilityDate,
        },
      ],
    },
  });
  // The plugin asks for its options each time it starts a runtime (once per test file while files are
  // isolated): the helper workers are bundled on the first ask only, and later runtimes reuse them.
  let siteWorkerOptions: ReturnType<typeof siteWorkerTestOptions> | undefined;
  const siteWorkerProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
    plugins: [
      cloudflareTest(() => {
        siteWorkerOptions ??= siteWorkerTestOptions();
        return siteWorkerOptions;
      }),
    ],
    test: {
      name,
      ...files,
      setupFiles: ['test/support/file-start.setup.ts'],
      // Integration tests wait on queues, the content service and crawls on a shared 2-core
      // machine: a slow test there is load, not a hang.
      testTimeout: 30_000,
    },
  });
  return {
    test: {
      projects: [
        siteWorkerProject('worker', { include: SITE_WORKER_TESTS, exclude: [...configDefaults.exclude, ...OWN_RUNTIME_TESTS], isolate: false }),
        siteWorkerProject('worker-isolated', { include: OWN_RUNTIME_TESTS, isolate: true }),
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './content-service/wrangler.toml' },
              miniflare: { bindings: { ...contentVars, TEST_MIGRATIONS: contentMigrations } },
            }),
          ],
          test: { name: 'content-service', include: ['content-service/**/*.test.ts', 'test/support/content-service/*.test.ts'] },
        },
        {
          plugins: [cloudflareTest({ wrangler: { configPath: './card-service/wrangler.toml' } })],
          test: { name: 'card-service', include: ['card-service/**/*.test.{ts,tsx}'] },
        },
        {
          test: {
            name: 'node',
            environment: 'node',
            include: ['scripts/**/*.test.{ts,mjs}', 'test/e2e/**/*.test.ts', 'client/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 240_000,
            // Starts the local stack once for the browser tests (only when test/e2e files are selected).
            globalSetup: ['test/e2e/global-setup.ts'],
          },
        },
      ],
    },
  };
});
