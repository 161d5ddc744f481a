import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { syncTree } from './sync-tree.mjs';

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'sync-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('syncTree', () => {
  const made = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes only new and changed files, removes the ones the source lacks, and leaves the same ones untouched', async () => {
    const to = tree({ 'a/same.txt': 'same', 'a/changed.txt': 'old', 'gone/stale.txt': 'x', 'b/stale.txt': 'y', 'b/kept.txt': 'k' });
    const from = tree({ 'a/same.txt': 'same', 'a/changed.txt': 'new!', 'c/added.txt': 'added', 'b/kept.txt': 'k' });
    made.push(to, from);
    const before = statSync(join(to, 'a/same.txt')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await syncTree(from, to)).toEqual({ written: 2, removed: 2 });
    expect(statSync(join(to, 'a/same.txt')).mtimeMs).toBe(before);
    expect(readFileSync(join(to, 'a/changed.txt'), 'utf8')).toBe('new!');
    expect(readFileSync(join(to, 'c/added.txt'), 'utf8')).toBe('added');
    expect(existsSync(join(to, 'gone'))).toBe(false);
    expect(existsSync(join(to, 'b/stale.txt'))).toBe(false);
    expect(existsSync(join(to, 'b/kept.txt'))).toBe(true);
    expect(await syncTree(from, to)).toEqual({ written: 0, removed: 0 });
  });

  it('creates the target when it does not exist', async () => {
    const from = tree({ 'x/y.txt': 'y' });
    const to = join(mkdtempSync(join(tmpdir(), 'sync-')), 'dist');
    made.push(from, join(to, '..'));
    expect(await syncTree(from, to)).toEqual({ written: 1, removed: 0 });
    expect(readFileSync(join(to, 'x/y.txt'), 'utf8')).toBe('y');
  });
});
