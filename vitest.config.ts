import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'vitest/config';
import { contentServiceVars, siteCredentials, siteWorkerVars } from './scripts/lib/dev-secrets.mjs';
import { siteIds } from './sites';

// Tests sign and verify with keys derived from a fixed seed, so failures reproduce.
const credentials = siteCredentials(siteIds, 'test-seed');
export const TEST_ADMIN_TOKEN = 'test-admin-token';
const compatibilityDate = '2026-08-20';

/** A helper worker's TypeScript as one module for miniflare. */
async function bundleWorker(entry: string, name: string): Promise<string> {
  // In the checkout, not node_modules: worktrees share one node_modules, and a bundle written there by
  // another checkout's run would be served in place of this one's.
  const outfile = `.tmp/cache/${name}.test.mjs`;
  await build({
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

export default defineConfig(async () => {
  const siteMigrations = await readD1Migrations('migrations');
  const contentMigrations = await readD1Migrations('content-service/migrations');
  const contentVars = contentServiceVars(credentials, TEST_ADMIN_TOKEN);
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest(async () => ({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  ...siteWorkerVars(credentials),
                  TEST_MIGRATIONS: siteMigrations,
                  TEST_CONTENT_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
                  // Failed deliveries retry at once: the backoff itself is unit-tested.
                  FORM_RETRY_BASE_SECONDS: '0',
                },
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
                    // Answers the form providers' URLs (captcha, list, mail) for the PROVIDERS binding.
                    name: 'form-provider-stand-ins',
                    modules: true,
                    scriptPath: await bundleWorker('stand-ins/form-providers/index.ts', 'form-provider-stand-ins'),
                    compatibilityDate,
                  },
                ],
              },
            })),
          ],
          test: {
            name: 'worker',
            include: ['worker/**/*.test.{ts,tsx}', 'core/**/*.test.{ts,tsx}', 'sites/**/*.test.ts', 'ui/**/*.test.{ts,tsx}'],
            // Integration tests wait on queues, the content service and crawls on a shared 2-core
            // machine: a slow test there is load, not a hang.
            testTimeout: 30_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './content-service/wrangler.toml' },
              miniflare: { bindings: { ...contentVars, TEST_MIGRATIONS: contentMigrations } },
            }),
          ],
          test: { name: 'content-service', include: ['content-service/**/*.test.ts'] },
        },
        {
          test: {
            name: 'node',
            environment: 'node',
            include: ['scripts/**/*.test.{ts,mjs}', 'client/**/*.test.ts', 'test/e2e/**/*.test.ts'],
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
