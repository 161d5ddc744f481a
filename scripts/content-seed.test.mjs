import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations, withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { root } from './lib/import-ts.mjs';

// The seed CLI against a throw-away local D1 (its own persist dir).

const dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
const persist = join(dir, 'state');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args) {
  return spawnSync(process.execPath, ['scripts/content-seed.mjs', ...args, '--persist-to', persist], { cwd: root, encoding: 'utf8' });
}

describe('npm run content:seed', () => {
  it('reads the migrations exactly as wrangler does', async () => {
    expect(readMigrations()).toEqual(await readD1Migrations(join(root, 'content-service/migrations')));
  });

  it('seeds the named projects into a fresh local D1, with the sandbox embed-tests group and option definitions', async () => {
    const run = cli('--project', 'sandbox', '--project', 'park', '--today', '2026-06-01');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^demo content \(2026-06-01\): 2 projects, \d+ entries/m);
    const [grouped, definitions] = await withLocalContentDb(persist, async (db) => [
      (await db.prepare("SELECT COUNT(*) AS n FROM entries, json_each(entries.body, '$.groups') g WHERE project = 'sandbox' AND g.value = 'embed-tests'").first()).n,
      (await db.prepare("SELECT COUNT(*) AS n FROM elements WHERE project = 'park' AND json_array_length(body, '$.options') > 0").first()).n,
    ]);
    expect(grouped).toBe(3);
    expect(definitions).toBeGreaterThanOrEqual(8);
  });

  it('refuses an unknown project and a malformed day with exit code 2', () => {
    const unknown = cli('--project', 'atlantis');
    expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringContaining('no demo content for project "atlantis"')]);
    const badDay = cli('--today', '1 June');
    expect([badDay.status, badDay.stderr]).toEqual([2, expect.stringContaining('--today must be YYYY-MM-DD')]);
  });
});
