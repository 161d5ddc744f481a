// Builds the service worker (client/sw/sw.ts) into dist/sw.js with this build's precache list: the
// page-wide script and stylesheet, the island chunks, the fonts and each language's offline and saved
// guides pages. The
// list's revisions make the file differ from one build to the next, so browsers install the new one
// and Workbox drops the old build's entries (docs/decisions/034-offline.md).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { importTs } from './lib/import-ts.mjs';

/** maplibre is large and only maps load it: a guide saved for offline keeps it, not every visit. */
const NOT_PRECACHED = 'node_modules/maplibre-gl/';

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Every lazy chunk but maplibre's, by the URL the page loads it from. */
function islandChunks(lazyMetafile, url) {
  return Object.entries(lazyMetafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && !Object.keys(output.inputs).some((input) => input.includes(NOT_PRECACHED)))
    .map(([file]) => url(file));
}

export async function buildServiceWorker({ root, outdir, manifest, lazyMetafile, url, logLevel }) {
  const fontsDir = path.join(outdir, 'fonts');
  const fonts = await Promise.all((await readdir(fontsDir)).map(async (name) => ({ url: `/fonts/${name}`, revision: hashOf(await readFile(path.join(fontsDir, name))) })));
  // Content-hashed names need no revision: the name changes with the file.
  const hashed = [...manifest.scripts, ...manifest.styles, ...islandChunks(lazyMetafile, url)].map((file) => ({ url: file, revision: null }));
  const files = [...hashed, ...fonts];
  const version = hashOf(JSON.stringify(files));
  const { precachedPages } = await importTs('core/app/precached-pages.ts');
  const offlinePages = precachedPages().map((page) => ({ url: page, revision: version }));
  await build({
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.sw.json'),
    entryPoints: ['client/sw/sw.ts'],
    outfile: path.join(outdir, 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    // Workbox logs only in development builds.
    define: { 'process.env.NODE_ENV': '"production"', __PRECACHE__: JSON.stringify([...files, ...offlinePages]) },
    minify: true,
    legalComments: 'none',
    logLevel,
  });
  return version;
}
