// Builds the browser side into ./dist (served by the ASSETS binding): public/ copied as is, the
// client bundle and the shared stylesheet under content-hashed names, and dist/assets/manifest.json
// so the worker links exactly these files. `node build.mjs` (npm run build).
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT_ENTRY = 'client/main.ts';
const STYLE_ENTRY = 'public/styles/site.css';

/** Builds into outdir (default ./dist) and returns the manifest it wrote. */
export async function buildClient({ outdir = path.join(root, 'dist'), quiet = false } = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await cp(path.join(root, 'public'), outdir, { recursive: true });

  const scripts = await build({
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.client.json'),
    entryPoints: { main: SCRIPT_ENTRY },
    outdir: path.join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: false,
    metafile: true,
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  });
  const styles = await build({
    absWorkingDir: root,
    entryPoints: { site: STYLE_ENTRY },
    outdir: path.join(outdir, 'styles'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    metafile: true,
    external: ['/images/*', '/fonts/*'],
    logLevel: quiet ? 'error' : 'warning',
  });

  const url = (file) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
  // Only the configured entries load on every page: esbuild also marks dynamic-import targets as entry
  // points, and those (the map, later) must load only where a page asks for them.
  const entryUrls = (metafile, entries) =>
    Object.entries(metafile.outputs)
      .filter(([, output]) => entries.includes(output.entryPoint))
      .map(([file]) => url(file));
  const chunks = Object.fromEntries(
    Object.entries(scripts.metafile.outputs)
      .filter(([file, output]) => output.entryPoint !== SCRIPT_ENTRY && file.endsWith('.js'))
      .map(([file]) => [path.basename(file), url(file)]),
  );
  const manifest = { scripts: entryUrls(scripts.metafile, [SCRIPT_ENTRY]), styles: entryUrls(styles.metafile, [STYLE_ENTRY]), chunks };
  await writeFile(path.join(outdir, 'assets', 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) console.log(`built ${[...manifest.scripts, ...manifest.styles].join(', ')} into ${path.relative(root, outdir) || '.'}`);
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildClient().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
