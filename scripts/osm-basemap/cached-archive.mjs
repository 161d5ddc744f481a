// The demo's archive for the local stack (`npm start`, the browser tests): built once per version of
// its inputs (the extract and the builder's code) and kept under node_modules/.cache, as the offline
// basemap is (scripts/basemap/build-basemap.mjs).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/import-ts.mjs';
import { buildOsmBasemap } from './build.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The demo site's extract and the R2 key its config names (`map.styles.outdoor.basemap.pmtiles`). */
export const DEMO_ARCHIVE = { input: join(root, 'data/osm/liechtenstein-2013-08-03.osm.pbf'), key: 'liechtenstein/basemap.pmtiles' };

function codeFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile() && file.endsWith('.mjs') && !file.endsWith('.test.mjs'));
}

/**
 * The path of the archive built from `input`, building it when no cached build of these inputs exists.
 * @param {{ input?: string, cacheDir?: string }} [options]
 * @returns {Promise<{ file: string, built: boolean }>}
 */
export async function cachedOsmBasemap({ input = DEMO_ARCHIVE.input, cacheDir = join(root, 'node_modules/.cache/travel-guide/osm-basemap') } = {}) {
  const hash = createHash('sha256').update(readFileSync(input));
  for (const file of codeFiles(here).sort()) hash.update(relative(root, file)).update(readFileSync(file));
  const file = join(cacheDir, `${hash.digest('hex').slice(0, 12)}.pmtiles`);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(cacheDir, { recursive: true });
  // Checkouts share this cache (worktrees link node_modules) and may build side by side: each writes
  // its own file and renames it into place, which is atomic, so no reader sees half an archive.
  const partial = `${file}.partial-${process.pid}-${randomUUID()}`;
  writeFileSync(partial, (await buildOsmBasemap(input)).archive);
  renameSync(partial, file);
  return { file, built: true };
}
