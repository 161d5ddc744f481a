// Lets the operator scripts (plain Node) use the project's TypeScript modules, e.g. sites/ and the
// content importer, without a second copy: esbuild bundles the module into a cache file first.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function importTs(path) {
  const entry = resolve(root, path);
  // In the checkout (not the node_modules that worktrees share), so two checkouts never swap bundles.
  const outfile = join(root, '.tmp/cache', `${relative(root, entry).replace(/[\\/]/g, '__')}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node22', logLevel: 'error', packages: 'external' });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
