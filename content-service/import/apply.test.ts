import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, adminImport, call, getJson } from '../../test/support/content-service/service';
import { importStatements } from './statements';
import { parseImportFile } from './validate';

// The admin import through the real service and D1: all or nothing.

const PROJECT = 'rail-trail';
const good = { entries: [{ id: 'depot', title: 'Old Depot', types: [{ id: 'place' }] }], contacts: [{ id: 'office', label: 'Trail office' }] };

beforeAll(async () => {
  const res = await adminImport(PROJECT, good);
  expect(res.status, await res.clone().text()).toBe(200);
});

async function count(table: string) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE project = ?`).bind(PROJECT).first<{ n: number }>();
  return row!.n;
}

describe('POST /_admin/import', () => {
  it('refuses a bad file with 400 and the path of the first invalid field, and writes nothing', async () => {
    const before = [await count('entries'), await count('contacts')];
    const bad = {
      entries: [
        { id: 'bridge', title: 'Iron Bridge', types: [{ id: 'place' }] },
        { id: 'tunnel', title: 'Tunnel', types: [{ id: 'place' }], elements: [{ id: 'event_date', type: 'datetime', data: [{ start: 'someday' }] }] },
      ],
      contacts: [{ id: 'new-office', label: 'New office' }],
    };
    const res = await adminImport(PROJECT, bad, true);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { id: string; data: { path: string } } }>();
    expect(body.error).toMatchObject({ id: 'invalid_import', data: { path: 'entries[1].elements[0].data[0].start' } });
    expect([await count('entries'), await count('contacts')]).toEqual(before);
    const still = await getJson<{ index: { id: string }[] }>(PROJECT, '/entries?id=depot,bridge');
    expect(still.index.map((e) => e.id)).toEqual(['depot']);
  });

  it('writes an import as one transaction: a statement failing late leaves no earlier row behind', async () => {
    const file = parseImportFile({ entries: [{ id: 'ok-first', title: 'Fine', types: [{ id: 'place' }] }] });
    const statements = [...importStatements(PROJECT, file), { sql: 'INSERT INTO no_such_table (x) VALUES (?)', params: [1] }];
    await expect(env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)))).rejects.toThrow(/no_such_table/);
    const list = await getJson<{ index: { id: string }[] }>(PROJECT, '/entries?id=ok-first');
    expect(list.index).toEqual([]);
  });

  it('upserts without replace and replaces with it', async () => {
    await adminImport(PROJECT, { entries: [{ id: 'bridge', title: 'Iron Bridge', types: [{ id: 'place' }] }] }, false);
    expect((await getJson<{ total: number }>(PROJECT, '/entries?id=depot,bridge')).total).toBe(2);
    await adminImport(PROJECT, good, true);
    expect((await getJson<{ total: number }>(PROJECT, '/entries?id=depot,bridge')).total).toBe(1);
  });

  it('refuses a request without a project', async () => {
    const res = await call('/_admin/import', { method: 'POST', headers: adminHeaders(), body: JSON.stringify({ export: good }) });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { data: { path: string } } }>()).error.data.path).toBe('project');
  });
});
