// The site worker's wrangler.toml aliases packages to smaller builds for deploys and `wrangler dev`
// only; tests resolve the packages as usual and would not notice a name the smaller build lacks. This
// checks every name the worker's sources import from an aliased package against the alias target, and
// for a package only a dependency imports (a stand-in), every name that dependency imports.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-ts.mjs';

const SOURCES = ['worker', 'ui', 'core', 'sites'];

/** The files of dependencies that import a package the worker's sources do not, which an alias replaces. */
const DEPENDENCY_IMPORTERS = {
  fflate: ['pmtiles/dist/esm/index.js'],
  cssfilter: ['xss/lib/default.js', 'xss/lib/xss.js'],
};

function sourceFiles(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The values one module's text imports from `specifier` (types are erased), or the clause when it names none. */
function importsIn(text, specifier) {
  const escaped = escapeRegExp(specifier);
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

/** The names a dependency's (possibly minified) module takes from `specifier`: `import {a as b} from` and `require("…").a`. */
function dependencyImportsIn(text, specifier) {
  const escaped = escapeRegExp(specifier);
  const named = [...text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g'))].flatMap(([, list]) =>
    list
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  );
  const required = [...text.matchAll(new RegExp(`require\\(\\s*['"]${escaped}['"]\\s*\\)\\.(\\w+)`, 'g'))].map(([, name]) => name);
  return [...named, ...required];
}

/** The names an alias target exports: a CommonJS build through require, a TypeScript stand-in through import. */
async function exportsOf(target) {
  const path = resolve(root, target);
  return Object.keys(target.endsWith('.ts') ? await import(path) : createRequire(import.meta.url)(path));
}

describe('the site worker bundle aliases', async () => {
  const { unstable_readConfig: readConfig } = await import('wrangler');
  const aliases = Object.entries(readConfig({ config: join(root, 'wrangler.toml') }, { hideWarnings: true }).alias ?? {});
  const sourceAliases = aliases.filter(([specifier]) => !(specifier in DEPENDENCY_IMPORTERS));
  const standIns = aliases.filter(([specifier]) => specifier in DEPENDENCY_IMPORTERS);

  it.each(sourceAliases)('%s: every name the worker imports is in %s', async (specifier, target) => {
    const exported = await exportsOf(target);
    const imports = SOURCES.flatMap(sourceFiles).flatMap((file) => importsIn(readFileSync(file, 'utf8'), specifier).map((i) => ({ file, ...i })));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => i.unchecked)).toEqual([]);
    expect(imports.filter((i) => !exported.includes(i.name))).toEqual([]);
  });

  it.each(standIns)('%s: imported by a dependency only, every name it takes is in %s', async (specifier, target) => {
    const exported = await exportsOf(target);
    const ours = SOURCES.flatMap(sourceFiles).filter((file) => importsIn(readFileSync(file, 'utf8'), specifier).length > 0);
    expect(ours).toEqual([]);
    for (const file of DEPENDENCY_IMPORTERS[specifier]) {
      const names = dependencyImportsIn(readFileSync(join(root, 'node_modules', file), 'utf8'), specifier);
      expect(names.length, file).toBeGreaterThan(0);
      expect(
        names.filter((name) => !exported.includes(name)),
        file,
      ).toEqual([]);
    }
  });

  it('has a stand-in for every dependency import listed here', () => {
    expect(standIns.map(([specifier]) => specifier).sort()).toEqual(Object.keys(DEPENDENCY_IMPORTERS).sort());
  });

  it('reads named and renamed imports, leaves types out, and flags the forms it cannot check', () => {
    const text = `import { renderToString, renderToReadableStream as stream, type ServerOptions } from 'react-dom/server';
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import * as server from 'react-dom/server';
import { renderToString as other } from 'react-dom/server.edge';`;
    expect(importsIn(text, 'react-dom/server')).toEqual([{ name: 'renderToString' }, { name: 'renderToReadableStream' }, { unchecked: '* as server' }]);
  });

  it("reads a dependency's minified imports and property reads of a require", () => {
    const text = `import{decompressSync as W,inflate}from"fflate";var a=require("cssfilter").FilterCSS;var b=require('cssfilter').getDefaultWhiteList;import{x}from"fflate/other";`;
    expect(dependencyImportsIn(text, 'fflate')).toEqual(['decompressSync', 'inflate']);
    expect(dependencyImportsIn(text, 'cssfilter')).toEqual(['FilterCSS', 'getDefaultWhiteList']);
  });
});
