import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withLocalContentDb } from '../content-service/cli/local-d1.mjs';
import { root } from './lib/import-ts.mjs';

// The import CLI against a throw-away local D1 (its own persist dir).

const dir = mkdtempSync(join(tmpdir(), 'content-import-'));
const persist = join(dir, 'state');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name, content) {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function cli(...args) {
  return spawnSync(process.execPath, ['scripts/content-import.mjs', ...args, '--persist-to', persist], { cwd: root, encoding: 'utf8' });
}

const countEntries = () => withLocalContentDb(persist, async (db) => (await db.prepare("SELECT COUNT(*) AS n FROM entries WHERE project = 'canal-trail'").first()).n);

describe('npm run content:import', () => {
  it('loads a valid export into the local D1', async () => {
    const good = file('good.json', {
      entries: [
        { id: 'lock-1', title: 'Lock 1', types: [{ id: 'place' }] },
        { id: 'lock-2', title: 'Lock 2', types: [{ id: 'place' }] },
      ],
    });
    const run = cli(good, '--project', 'canal-trail');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('imported into canal-trail: 2 entries');
    expect(await countEntries()).toBe(2);
  });

  it('refuses a bad file naming the first invalid field, exits non-zero and writes nothing', async () => {
    const bad = file('bad.json', {
      entries: [
        { id: 'lock-3', title: 'Lock 3', types: [{ id: 'place' }] },
        { id: 'lock-4', title: 'Lock 4', types: [{ id: 'place' }], elements: [{ id: 'location', type: 'geo', data: { features: [], point: 'north' } }] },
      ],
    });
    const run = cli(bad, '--project', 'canal-trail');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('entries[1].elements[0].data.point');
    expect(await countEntries()).toBe(2);
  });

  it('explains usage errors with exit code 2 and unreadable JSON with exit code 1', () => {
    const noProject = cli(file('x.json', {}));
    expect([noProject.status, noProject.stderr]).toEqual([2, expect.stringContaining('--project')]);
    const notJson = cli(file('broken.json', '{"entries": ['), '--project', 'canal-trail');
    expect([notJson.status, notJson.stderr]).toEqual([1, expect.stringContaining('cannot read')]);
  });
});
