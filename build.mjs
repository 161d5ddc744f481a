// Builds the browser side into ./dist (served by the ASSETS binding): public/ copied as is, the
// client bundle and the shared stylesheet under content-hashed names, and dist/assets/manifest.json
// so the worker links exactly these files. `node build.mjs` (npm run build).
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildAppIcons } from './scripts/app-icons.mjs';
import { buildBasemap } from './scripts/basemap/build-basemap.mjs';
import { syncTree } from './scripts/lib/sync-tree.mjs';
import { buildServiceWorker } from './scripts/service-worker.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT_ENTRY = 'client/main.ts';
/** The embed route's script: the island runtime alone, for a page another site frames. */
const EMBED_ENTRY = 'client/embed-page.ts';
const STYLE_ENTRY = 'public/styles/site.css';
/**
 * Code that lazy code loads lazily in turn, built as named entries rather than anonymous chunks: the
 * map's maplibre bundle is recognisable by its name (the browser suite checks pages without a map
 * never fetch it).
 */
const NESTED_LAZY_ENTRIES = ['client/map/maplibre-map.ts'];
/** Modules without state (constants, pure functions), which both the page-wide script and lazy code may hold a copy of. */
const STATELESS = ['client/offline/cache-names.ts', 'client/offline/guide-text.ts', 'ui/components/guide-control-protocol.ts', 'ui/views/saved-guides-protocol.ts', 'core/i18n/locales.ts'];
/** Packages only lazy code may contain: a page without a map or an island must not pay for them. */
const LAZY_ONLY = ['node_modules/maplibre-gl/', 'node_modules/react-dom/'];

/** @satisfies {import('esbuild').BuildOptions} */
const scriptOptions = {
  absWorkingDir: root,
  tsconfig: path.join(root, 'tsconfig.client.json'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets/',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  // React ships its development build unless told otherwise: several times larger, and slower.
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  sourcemap: false,
  metafile: true,
  legalComments: 'none',
};

/**
 * Resolves every dynamic import of the page-wide script to `target(file)` and leaves it external:
 * the imported code is built on its own, so the page-wide script stays one file with no static import.
 */
function lazyImports(target) {
  return {
    name: 'lazy-imports',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const resolved = await esbuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: target(path.relative(root, resolved.path)), external: true };
      });
    },
  };
}

/**
 * `import url from 'file?url'`: the file is copied next to the scripts under a content-hashed name and
 * the import is its URL. maplibre's web worker and stylesheet travel this way, loaded only by the map.
 */
function assetUrls() {
  return {
    name: 'asset-urls',
    setup(esbuild) {
      esbuild.onResolve({ filter: /\?url$/ }, async (args) => {
        const resolved = await esbuild.resolve(args.path.slice(0, -'?url'.length), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'asset-url' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'asset-url' }, async (args) => ({ contents: await readFile(args.path), loader: 'file' }));
    },
  };
}

/**
 * The scripts in two builds. The lazy code (the island runtime, React, each island) is one build with
 * code splitting; the page-wide script (and the embed's) is another that names the lazy entries by their hashed files.
 * In a single split build esbuild makes every entry import its shared helper chunk (React is CommonJS),
 * so each page would wait for a second request before its first script ran.
 */
async function buildScripts(outdir, logLevel) {
  const lazyEntries = new Set();
  await build({
    ...scriptOptions,
    entryPoints: [SCRIPT_ENTRY, EMBED_ENTRY],
    outdir,
    write: false,
    logLevel,
    plugins: [
      lazyImports((file) => {
        lazyEntries.add(file);
        return file;
      }),
    ],
  });

  // In name order: the first build finds the dynamic imports in whatever order esbuild resolves them,
  // and an unchanged client must give the same manifest and service worker.
  const lazy = lazyEntries.size
    ? await build({ ...scriptOptions, entryPoints: [...[...lazyEntries].sort(), ...NESTED_LAZY_ENTRIES], outdir, splitting: true, logLevel, plugins: [assetUrls()] })
    : { metafile: { inputs: {}, outputs: {} } };
  const outputOf = new Map(
    Object.entries(lazy.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [output.entryPoint, file]),
  );
  const main = await build({
    ...scriptOptions,
    entryPoints: { main: SCRIPT_ENTRY, 'embed-page': EMBED_ENTRY },
    outdir,
    logLevel,
    plugins: [lazyImports((file) => `./${path.basename(outputOf.get(file) ?? missingOutput(file))}`)],
  });

  // A module in both builds would run twice with two copies of its state; one of names alone has none.
  const shared = Object.keys(main.metafile.inputs).filter((input) => input in lazy.metafile.inputs && !STATELESS.includes(input));
  if (shared.length) throw new Error(`${shared.join(', ')}: imported both by ${SCRIPT_ENTRY} and by code it loads lazily; move it to one side`);
  const heavy = Object.keys(main.metafile.inputs).filter((input) => LAZY_ONLY.some((dir) => input.includes(dir)));
  if (heavy.length) throw new Error(`${heavy[0]} (and ${heavy.length - 1} more) in ${SCRIPT_ENTRY}: ${LAZY_ONLY.join(', ')} may only load lazily`);
  return { main: main.metafile, lazy: lazy.metafile };
}

/** @param {string} file @returns {never} */
function missingOutput(file) {
  throw new Error(`${file}: loaded lazily by ${SCRIPT_ENTRY} but no lazy build output has it as its entry point`);
}

/**
 * Builds into outdir (default ./dist) and returns the manifest it wrote. The build is made beside it
 * and only what differs is copied over, so `npm test` rebuilding the same sources leaves the dist/
 * of a running `npm start` alone (its watcher would reload on every file).
 */
export async function buildClient({ outdir = path.join(root, 'dist'), quiet = false } = {}) {
  const staging = path.join(root, '.tmp', `build-${process.pid}-${Date.now()}`);
  try {
    const manifest = await buildInto(staging, quiet);
    const { written, removed } = await syncTree(staging, outdir);
    if (!quiet) console.log(`${path.relative(root, outdir) || '.'}: ${written} files written, ${removed} removed, the rest unchanged`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function buildInto(outdir, quiet) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await cp(path.join(root, 'public'), outdir, { recursive: true });
  // The wordmark's font ships with the product (no font CDN): Noto Sans bold, latin subset.
  await mkdir(path.join(outdir, 'fonts'), { recursive: true });
  await cp(path.join(root, 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2'), path.join(outdir, 'fonts/noto-sans-latin-700-normal.woff2'));

  const logLevel = quiet ? 'error' : 'warning';
  const scripts = await buildScripts(path.join(outdir, 'assets'), logLevel);
  const styles = await build({
    absWorkingDir: root,
    entryPoints: { site: STYLE_ENTRY },
    outdir: path.join(outdir, 'styles'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    metafile: true,
    external: ['/images/*', '/fonts/*'],
    logLevel,
  });

  const url = (file) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  const entryUrls = (metafile, entry) =>
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint === entry)
      .map(([file]) => url(file));
  // Only the page-wide script and stylesheet are linked from every page; the lazy chunks (islands,
  // React, later the map) load only where a page asks for them.
  const chunks = Object.fromEntries(
    Object.keys(scripts.lazy.outputs)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [path.basename(file), url(file)]),
  );
  const manifest = { scripts: entryUrls(scripts.main, SCRIPT_ENTRY), embedScripts: entryUrls(scripts.main, EMBED_ENTRY), styles: entryUrls(styles.metafile, STYLE_ENTRY), chunks };
  await writeFile(path.join(outdir, 'assets', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await buildServiceWorker({ root, outdir, manifest, lazyMetafile: scripts.lazy, url, logLevel });
  await buildAppIcons({ root, outdir });
  await buildBasemap({ outdir, quiet });
  if (!quiet) console.log(`built ${[...manifest.scripts, ...manifest.styles].join(', ')} and ${Object.keys(chunks).length} lazy chunks`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildClient().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
