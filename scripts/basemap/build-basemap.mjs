// Builds the offline basemap into <outdir>/map: a vector tile pyramid (tiles/{z}/{x}/{y}.pbf), SDF
// glyph ranges (glyphs/<font>/<start>-<end>.pbf), the sprite (sprite/sprite{,@2x}.{json,png}) and manifest.json, all from npm data and font
// packages (docs/decisions/009-offline-basemap.md). The output is a function of its inputs only, so it
// is kept under node_modules/.cache by a hash of them and copied into place when nothing changed.
// `node scripts/basemap/build-basemap.mjs [outdir]`; build.mjs calls buildBasemap() after the client.
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs, root } from '../lib/import-ts.mjs';
import { buildGlyphs, glyphInputs } from './glyphs/build-glyphs.mjs';
import { basemapLayers } from './layers/index.mjs';
import { loadSources, SOURCE_FILES } from './sources.mjs';
import { buildSprite } from './sprite.mjs';
import { PYRAMID, tilePyramid } from './tiles.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CODE = ['core/map/glyph-pbf.ts', 'core/map/fonts.ts', 'core/map/basemap-manifest.ts', 'core/map/static/sprite-icons.ts', 'core/map/static/poi-icons.ts', 'core/map/static/sprite-shapes.ts'];
const ATTRIBUTION = 'Natural Earth · U.S. Census Bureau · GeoNames (CC BY 4.0)';

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && file.endsWith('.mjs') && !file.endsWith('.test.mjs'));
}

/** A hash of every byte the output depends on: data, fonts and the code that turns them into files. */
function inputVersion() {
  const hash = createHash('sha256');
  const files = [...SOURCE_FILES, ...glyphInputs(), ...filesUnder(here), ...CODE.map((file) => join(root, file))];
  for (const file of files.sort()) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

async function generate(dir, version) {
  const [codec, { MAP_FONTS }] = await Promise.all([importTs('core/map/glyph-pbf.ts'), importTs('core/map/fonts.ts')]);
  const stats = { tiles: 0, tileBytes: 0 };
  for (const { z, x, y, bytes } of tilePyramid(basemapLayers(loadSources()))) {
    mkdirSync(join(dir, 'tiles', `${z}`, `${x}`), { recursive: true });
    writeFileSync(join(dir, 'tiles', `${z}`, `${x}`, `${y}.pbf`), bytes);
    stats.tiles++;
    stats.tileBytes += bytes.length;
  }
  const fonts = buildGlyphs(join(dir, 'glyphs'), { codec, fonts: MAP_FONTS });
  buildSprite(join(dir, 'sprite'), (await importTs('core/map/static/sprite-icons.ts')).SPRITE_ICONS);
  const manifest = {
    version,
    tiles: { minzoom: PYRAMID.minzoom, maxzoom: PYRAMID.maxzoom, path: '{z}/{x}/{y}.pbf' },
    fonts,
    attribution: ATTRIBUTION,
  };
  const { basemapManifestSchema } = await importTs('core/map/basemap-manifest.ts');
  basemapManifestSchema.parse(manifest);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'stats.json'), `${JSON.stringify(stats)}\n`);
}

/** Writes <outdir>/map and returns its manifest; cacheDir keeps earlier outputs by input hash. */
export async function buildBasemap({ outdir = join(root, 'dist'), cacheDir = join(root, 'node_modules/.cache/travel-guide/basemap'), quiet = false } = {}) {
  const started = performance.now();
  const version = inputVersion();
  const cached = join(cacheDir, version);
  const fresh = !existsSync(join(cached, 'manifest.json'));
  if (fresh) {
    // The cache is shared by every checkout using this node_modules (worktrees link it), and builds run
    // side by side (`npm start` beside `npm test`): each generates into its own directory and the first
    // to finish publishes it; a later one finds the version there and drops its copy.
    const partial = `${cached}.partial-${process.pid}-${randomUUID()}`;
    await generate(partial, version);
    try {
      if (existsSync(join(cached, 'manifest.json'))) throw new Error('published meanwhile');
      rmSync(cached, { recursive: true, force: true });
      renameSync(partial, cached);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const target = join(outdir, 'map');
  rmSync(target, { recursive: true, force: true });
  cpSync(cached, target, { recursive: true, filter: (source) => !source.endsWith('stats.json') });
  const manifest = JSON.parse(readFileSync(join(target, 'manifest.json'), 'utf8'));
  if (!quiet) {
    const { tiles, tileBytes } = JSON.parse(readFileSync(join(cached, 'stats.json'), 'utf8'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `basemap ${version}: ${tiles} tiles (${(tileBytes / 1e6).toFixed(1)} MB), ${Object.keys(manifest.fonts).length} fonts ${fresh ? 'built' : 'from cache'} in ${seconds} s into ${relative(root, target)}`,
    );
  }
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildBasemap({ outdir: process.argv[2] ? resolve(process.argv[2]) : undefined }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
