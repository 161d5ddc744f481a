/// <reference types="node" />
// Starts the real local stack once for every browser test file (free ports, a fresh persist dir) and
// stops it afterwards. Runs only when e2e files are part of the run, so `vitest run scripts/` stays fast.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { root } from '../../scripts/lib/import-ts.mjs';
import { freePort } from '../../scripts/lib/proc.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import type { E2eStack } from './lib/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack | null;
  }
}

async function e2eSelected(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => file.includes('/test/e2e/'));
}

export default async function setup(project: TestProject) {
  if (!(await e2eSelected(project))) {
    project.provide('e2eStack', null);
    return;
  }
  const persistDir = join(root, '.tmp', `e2e-${process.pid}-${Date.now()}`);
  const started = Date.now();
  const stack = await startStack({
    sitePort: await freePort(),
    contentPort: await freePort(),
    persistDir,
    quiet: true,
    log: (line) => console.log(`[e2e stack] ${line}`),
  }).catch((error: unknown) => {
    rmSync(persistDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`[e2e stack] up in ${Math.round((Date.now() - started) / 1000)} s at ${stack.siteUrl}`);
  project.provide('e2eStack', {
    sitePort: stack.sitePort,
    siteUrl: stack.siteUrl,
    contentUrl: stack.contentUrl,
    providersUrl: stack.providersUrl,
    persistDir,
    siteIds: stack.siteIds,
  });
  return async () => {
    await stack.stop();
    rmSync(persistDir, { recursive: true, force: true });
  };
}
