import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, adminImport, call, getJson } from '../../test/support/content-service/service';
import { importStatements, normalizeBound, type Statement } from './statements';
import { parseImportFile, formatPath } from './apply';
import { ImportInvalid } from '../errors';

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

const entry = (extra: Record<string, unknown> = {}) => ({ id: 'a', title: 'A', types: [{ id: 'place' }], ...extra });

function failure(input: unknown): ImportInvalid {
  try {
    parseImportFile(input);
  } catch (error) {
    if (error instanceof ImportInvalid) return error;
    throw error;
  }
  throw new Error('expected the import to be refused');
}

describe('import validation', () => {
  it('formats zod paths with indexes in brackets', () => {
    expect(formatPath(['entries', 3, 'elements', 0, 'data'])).toBe('entries[3].elements[0].data');
    expect(formatPath([])).toBe('');
  });

  it('names the path of the first invalid field', () => {
    const cases: [unknown, string][] = [
      [{ entries: [entry(), entry({ id: 'b', title: 7 })] }, 'entries[1].title'],
      [{ entries: [entry({ phase: 9 })] }, 'entries[0].phase'],
      [{ entries: [entry({ types: [] })] }, 'entries[0].types'],
      [{ entries: [entry({ elements: [{ id: 'when', type: 'datetime', data: [{ start: 'tomorrow' }] }] })] }, 'entries[0].elements[0].data[0].start'],
      [{ entries: [entry({ elements: [{ id: 'x', type: 'option', data: 'beaches' }] })] }, 'entries[0].elements[0].data'],
      [{ entries: [entry({ elements: [{ id: 'x', type: 'colour', data: 1 }] })] }, 'entries[0].elements[0].type'],
      [
        { entries: [entry({ elements: [{ id: 'g', type: 'geo', data: { features: [{ id: 'f', json: '{"type":"Point"}', type: { id: 'point', type: 'point' } }] } }] })] },
        'entries[0].elements[0].data.features[0].json',
      ],
      [{ entries: [entry(), entry()] }, 'entries[1].id'],
      [{ contacts: [{ label: 'no id' }] }, 'contacts[0].id'],
      [{ entries: 'nope' }, 'entries'],
    ];
    for (const [input, path] of cases) expect(failure(input).path, JSON.stringify(input)).toBe(path);
  });

  it('names the invalid locale key of a per-locale text', () => {
    const error = failure({ entries: [entry({ title: { en: 'A', Spanish: 'B' } })] });
    expect(error.path).toMatch(/^entries\[0\]\.title/);
    expect(error.message).toContain('entries[0].title');
  });

  it('accepts a valid file and fills defaults', () => {
    const file = parseImportFile({ entries: [entry({ elements: [{ id: 'description', type: 'text', data: { en: 'Hi', es: 'Hola' } }] })] });
    expect(file.entries[0]!.phase).toBe(4);
    expect(file.entries[0]!.elements[0]!.enabled).toBe(true);
    expect(file.contacts).toEqual([]);
  });
});

describe('import statements', () => {
  it('stores date-only ends as the end of that day and full timestamps as UTC', () => {
    expect(normalizeBound('2026-05-03', 'end')).toBe('2026-05-03T23:59:59.999Z');
    expect(normalizeBound('2026-05-03', 'start')).toBe('2026-05-03T00:00:00.000Z');
    expect(normalizeBound('2026-05-03T10:00:00-05:00', 'start')).toBe('2026-05-03T15:00:00.000Z');
  });

  it('replaces the project first only when asked, and indexes options and date ranges', () => {
    const file = parseImportFile({
      entries: [
        entry({
          elements: [
            { id: 'categories', type: 'option', data: ['x', 'x', 'y'] },
            { id: 'event_date', type: 'datetime', data: { start: '2026-01-01' } },
          ],
        }),
      ],
    });
    const rowsOf = (statements: Statement[], table: string) => statements.filter((s) => s.sql.includes(` INTO ${table} `)).flatMap((s) => JSON.parse(s.params[1] as string) as unknown[][]);
    const upsert = importStatements('p', file, { now: new Date('2026-02-01T00:00:00Z') });
    expect(upsert.some((s) => s.sql.startsWith('DELETE FROM entries '))).toBe(false);
    expect(upsert.filter((s) => s.sql.startsWith('DELETE FROM')).map((s) => s.params)).toEqual([
      ['p', '["a"]'],
      ['p', '["a"]'],
    ]);
    expect(rowsOf(upsert, 'entry_options').map((row) => row[2])).toEqual(['x', 'y']);
    expect(rowsOf(upsert, 'entry_dates').map((row) => row.slice(3))).toEqual([['2026-01-01T00:00:00.000Z', '2026-01-01T23:59:59.999Z']]);
    const replace = importStatements('p', file, { replace: true });
    expect(replace.slice(0, 6).every((s) => s.sql.startsWith('DELETE FROM') && s.params[0] === 'p')).toBe(true);
  });

  it('splits large row sets into several statements, each JSON parameter well under the D1 value limit', () => {
    const contacts = Array.from({ length: 3000 }, (_, i) => ({ id: `id-${i}`, label: 'x'.repeat(400) }));
    const file = parseImportFile({ entries: [], contacts });
    const statements = importStatements('p', file).filter((s) => s.sql.includes(' INTO contacts '));
    expect(statements.length).toBeGreaterThan(1);
    expect(statements.every((s) => (s.params[1] as string).length <= 500_000)).toBe(true);
    const rows = statements.flatMap((s) => JSON.parse(s.params[1] as string) as [string, string][]);
    expect(rows.map(([id, body]) => [id, (JSON.parse(body) as { label: string }).label])).toEqual(contacts.map((c) => [c.id, c.label]));
  });
});
