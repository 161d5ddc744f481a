// zod's named export `z` reaches its classic entry, which carries every locale (about 450 KB of a
// worker bundle, docs/decisions/030-worker-bundle-size.md); the namespace import does not. The bundle
// budget notices late and by size only: this names the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-ts.mjs';

const SOURCES = ['worker', 'ui', 'core', 'sites', 'client', 'content-service', 'card-service', 'stand-ins'];
const NAMED_FROM_ZOD = /import\s+(?!type\b)\{[^}]*\}\s+from\s+['"]zod['"]/;

describe('zod imports', () => {
  it('are namespace imports in every source a worker or the browser bundles', () => {
    const named = SOURCES.flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => NAMED_FROM_ZOD.test(readFileSync(file, 'utf8')))
        .map((file) => relative(root, file)),
    );
    expect(named).toEqual([]);
  });

  it('tells a named import from a namespace or type-only one', () => {
    expect(NAMED_FROM_ZOD.test("import { z } from 'zod';")).toBe(true);
    expect(NAMED_FROM_ZOD.test("import * as z from 'zod';")).toBe(false);
    expect(NAMED_FROM_ZOD.test("import type * as z from 'zod';")).toBe(false);
  });
});
