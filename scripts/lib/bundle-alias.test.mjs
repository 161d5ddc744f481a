// The site worker's wrangler.toml aliases packages to smaller builds for deploys and `wrangler dev`
// only; tests resolve the packages as usual and would not notice a name the smaller build lacks. This
// checks every name the worker's sources import from an aliased package against the alias target.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-ts.mjs';

const SOURCES = ['worker', 'ui', 'core', 'sites'];

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The values one module's text imports from `specifier` (types are erased), or the clause when it names none. */
function importsIn(text, specifier) {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`import\\s+([^;]*?)\\s+from\\s+['"]${escaped}['"]`, 'g');
  return [...text.matchAll(statement)].flatMap(([, clause]) => {
    if (clause.startsWith('type ')) return [];
    const named = clause.match(/^\{([^}]*)\}$/);
    if (!named) return [{ unchecked: clause }];
    const values = named[1]
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '));
    return values.map((part) => ({ name: part.split(/\s+as\s+/)[0] }));
  });
}

describe('the site worker bundle aliases', async () => {
  const { unstable_readConfig: readConfig } = await import('wrangler');
  const aliases = Object.entries(readConfig({ config: join(root, 'wrangler.toml') }, { hideWarnings: true }).alias ?? {});

  it.each(aliases)('%s: every name the worker imports is in %s', (specifier, target) => {
    const exported = Object.keys(createRequire(import.meta.url)(resolve(root, target)));
    const imports = SOURCES.flatMap(sourceFiles).flatMap((file) => importsIn(readFileSync(file, 'utf8'), specifier).map((i) => ({ file, ...i })));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => i.unchecked)).toEqual([]);
    expect(imports.filter((i) => !exported.includes(i.name))).toEqual([]);
  });

  it('reads named and renamed imports, leaves types out, and flags the forms it cannot check', () => {
    const text = `import { renderToString, renderToReadableStream as stream, type ServerOptions } from 'react-dom/server';
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import * as server from 'react-dom/server';
import { renderToString as other } from 'react-dom/server.edge';`;
    expect(importsIn(text, 'react-dom/server')).toEqual([{ name: 'renderToString' }, { name: 'renderToReadableStream' }, { unchecked: '* as server' }]);
  });
});
