import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { root } from './lib/import-ts.mjs';

const run = promisify(execFile);

// A bundle minified as the site worker's is (names not kept), whose stack the script reads back.
const dir = mkdtempSync(join(tmpdir(), 'read-stack-'));
const source = join(dir, 'resolve-site.ts');
writeFileSync(
  source,
  [
    'function resolveSite(host: string): string {',
    '  if (host.length > 3) return host;',
    "  throw new Error('no site');",
    '}',
    "try { resolveSite('x'); } catch (error) { console.log((error as Error).stack); }",
    '',
  ].join('\n'),
);
await build({ entryPoints: [source], outfile: join(dir, 'index.js'), bundle: true, minify: true, keepNames: false, sourcemap: 'external', format: 'esm', logLevel: 'silent' });

describe('npm run stack:read', () => {
  it("follows each of the bundle's frames with its place in the sources, and leaves other lines as they were", async () => {
    const { stdout: logged } = await run(process.execPath, [join(dir, 'index.js')]);
    const stack = logged.trim();
    writeFileSync(join(dir, 'stack.txt'), stack);
    expect(stack).not.toContain('resolveSite');

    const { stdout } = await run(process.execPath, ['scripts/read-stack.mjs', join(dir, 'index.js.map'), join(dir, 'stack.txt')], { cwd: root });
    const lines = stdout.trim().split('\n');
    const place = relative(root, source);
    expect(lines[0]).toBe('Error: no site');
    expect(lines[1]).toMatch(new RegExp(`index\\.js:\\d+:\\d+\\)? -> ${place.replace(/[.\\/]/g, '\\$&')}:3:9$`));
    expect(lines[2]).toMatch(new RegExp(`index\\.js:\\d+:\\d+\\)? -> ${place.replace(/[.\\/]/g, '\\$&')}:5:7$`));
    // Node's own frames are not the bundle's: printed unchanged.
    expect(lines[3]).toBe(stack.split('\n')[3]);
    expect(lines[3]).not.toContain('->');
  });

  it('asks for the map when none is given', async () => {
    await expect(run(process.execPath, ['scripts/read-stack.mjs'], { cwd: root })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run stack:read') });
  });
});
