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

  it('adds N deterministic synthetic entries of mixed kinds, geometry and categories, in both languages, batch by batch', async () => {
    const run = cli('--project', 'islands', '--scale', '600', '--today', '2026-06-01');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^synthetic content \(2026-06-01\): 600 entries in islands/m);
    // Not a terminal: one progress line per tenth, the last one complete.
    expect(run.stderr).toContain('500/600 entries (83%)');
    expect(run.stderr).toContain(`[${'#'.repeat(30)}] 600/600 entries (100%)`);
    const facts = () =>
      withLocalContentDb(persist, async (db) => {
        const query = async (sql) => (await db.prepare(sql).all()).results;
        return {
          entries: await query(
            "SELECT COUNT(*) AS n, COUNT(DISTINCT types) AS kinds, SUM(json_extract(titles, '$.es') IS NOT NULL) AS spanish FROM entries WHERE project = 'islands' AND id LIKE 'scale-%'",
          ),
          geometry: await query(
            "SELECT DISTINCT json_extract(json_extract(f.value, '$.json'), '$.type') AS kind FROM entries e, json_each(e.body, '$.elements') el, json_each(el.value, '$.data.features') f WHERE e.project = 'islands' AND e.id LIKE 'scale-%' AND json_extract(el.value, '$.type') = 'geo' ORDER BY kind",
          ),
          categories: await query("SELECT COUNT(DISTINCT option_id) AS n FROM entry_options WHERE project = 'islands' AND entry_id LIKE 'scale-%' AND element_id = 'categories'"),
          sample: await query("SELECT body FROM entries WHERE project = 'islands' AND id = 'scale-000577'"),
        };
      });
    const first = await facts();
    expect(first.entries).toEqual([{ n: 600, kinds: 7, spanish: 600 }]);
    expect(first.geometry.map((g) => g.kind)).toEqual(['LineString', 'Point', 'Polygon']);
    expect(first.categories[0].n).toBeGreaterThanOrEqual(20);
    // Deterministic: a second run upserts the very same rows.
    const again = cli('--project', 'islands', '--scale', '600', '--today', '2026-06-01');
    expect(again.status, again.stderr).toBe(0);
    expect(await facts()).toEqual(first);
  }, 240_000);

  it('refuses --scale without exactly one project, or a count that is not a positive whole number', () => {
    expect(cli('--scale', '10').stderr).toContain('--scale needs exactly one --project');
    const zero = cli('--project', 'islands', '--scale', '0');
    expect([zero.status, zero.stderr]).toEqual([2, expect.stringContaining('--scale must be a whole number from 1 to 1000000')]);
  });

  it('refuses an unknown project and a malformed day with exit code 2', () => {
    const unknown = cli('--project', 'atlantis');
    expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringContaining('no demo content for project "atlantis"')]);
    const badDay = cli('--today', '1 June');
    expect([badDay.status, badDay.stderr]).toEqual([2, expect.stringContaining('--today must be YYYY-MM-DD')]);
  });
});
