#!/usr/bin/env node
// `npm run stack:read -- <dir>/index.js.map [stack.txt]`: a stack the site worker logged (the `stack` of
// a `request.failed` line), from the file or standard input, with each frame of the bundle followed by
// its place in the sources. The map must be the deployed build's: `wrangler deploy` uploads it, and
// `wrangler deploy --dry-run --outdir <dir>` of the same commit writes it. The worker is minified
// without names (docs/decisions/063-site-worker-size.md), so a frame's function reads `oD`; the file and
// line it maps to name it.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, dirname, relative, resolve } from 'node:path';
import { root } from './lib/import-ts.mjs';

const [mapFile = '', stackFile] = process.argv.slice(2);
if (!mapFile) {
  console.error('Usage: npm run stack:read -- <dir>/index.js.map [stack.txt]   (the stack on standard input without a file)');
  process.exit(1);
}

const map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
const stack = readFileSync(stackFile ?? 0, 'utf8');

/** A source as the map names it, relative to its own directory: from `node_modules/` for a package, else from the repository. */
function sourcePath(source) {
  const absolute = resolve(dirname(mapFile), source);
  const packaged = absolute.lastIndexOf('node_modules/');
  return packaged >= 0 ? absolute.slice(packaged) : relative(root, absolute);
}

// V8's frames end in `file:line:column` (1-based), with or without the function's name in front; only
// the bundle's own frames (`index.js` beside `index.js.map`) are in the map.
const bundle = basename(mapFile, '.map');
const frame = /^\s*at .*?\(?([^\s()]+):(\d+):(\d+)\)?$/;
/**
 * The place in the sources of a line that is one of the bundle's frames.
 * @returns {import('node:module').SourceMapping | undefined}
 */
function placeOf(line) {
  const [, file = '', row = '', column = ''] = line.match(frame) ?? [];
  if (basename(file) !== bundle) return undefined;
  const entry = map.findEntry(Number(row) - 1, Number(column) - 1);
  // A position before the map's first mapping finds an empty object.
  return 'originalSource' in entry ? /** @type {import('node:module').SourceMapping} */ (entry) : undefined;
}

for (const line of stack.split('\n')) {
  const place = placeOf(line);
  console.log(place ? `${line} -> ${sourcePath(place.originalSource)}:${place.originalLine + 1}:${place.originalColumn + 1}` : line);
}
