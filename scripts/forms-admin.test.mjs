import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './lib/import-ts.mjs';
import { run, UsageError } from './lib/forms-admin.mjs';

// Bad arguments are refused before wrangler runs, so these need no database.
describe('forms:export and forms:retry argument checks', () => {
  it('takes --remote for a flag, never for the site id', async () => {
    await expect(run(['export', '--remote'], () => {})).rejects.toThrow(/usage/);
  });

  it.each([
    [['export'], /usage/],
    [['export', 'atlantis'], /site-id: "atlantis"/],
    [['export', 'islands', '--form', 'contact'], /--form: "contact"/],
    [['export', 'islands', '--since', 'yesterday'], /--since/],
    [['export', 'islands', '--since', "2026-01-01' OR 1=1 --"], /--since/],
    [['export', 'islands', '--format', 'xml'], /--format/],
    [['export', 'islands', '--form'], /--form needs a value/],
    [['export', 'islands', '--all'], /unknown option/],
    [['retry', 'islands', 'extra'], /usage/],
    [['purge'], /unknown command/],
  ])('rejects %j', async (argv, message) => {
    const refusal = run(argv, () => {});
    await expect(refusal).rejects.toThrow(UsageError);
    await expect(refusal).rejects.toThrow(message);
  });
});

describe('against a local D1 as wrangler dev keeps it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'forms-d1-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const wrangler = (...args) => {
    const result = spawnSync('wrangler', [...args, '--local', '--persist-to', dir], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } });
    if (result.status !== 0) throw new Error(result.stderr || result.stdout);
  };

  it('exports submissions as CSV or JSON and revives dead deliveries', async () => {
    wrangler('d1', 'migrations', 'apply', 'DB');
    const report = JSON.stringify({ text: '=cmd|x, "quoted"\nline two', firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.org', locale: 'en' });
    wrangler(
      'd1',
      'execute',
      'DB',
      '--command',
      [
        `INSERT INTO submissions (id, site, form, email, payload, created_at) VALUES ('s1', 'canal-trail', 'report', 'ana@example.org', '${report.replaceAll("'", "''")}', '2026-11-02T10:00:00.000Z')`,
        `INSERT INTO submissions (id, site, form, email, payload, created_at) VALUES ('s2', 'canal-trail', 'newsletter', 'bo@example.org', '{"email":"bo@example.org","locale":"en"}', '2026-10-01T10:00:00.000Z')`,
        "INSERT INTO deliveries (id, submission_id, target, status) VALUES ('d1', 's1', 'content', 'delivered'), ('d2', 's1', 'mail', 'dead'), ('d3', 's2', 'list', 'dead')",
      ].join('; '),
    );
    const lines = [];
    const out = (line) => lines.push(line);

    await run(['export', 'canal-trail', '--form', 'report', '--persist-to', dir], out);
    expect(lines.pop()).toBe(
      [
        'id,form,created_at,email,text,firstName,lastName,locale,delivery_content,delivery_mail',
        `s1,report,2026-11-02T10:00:00.000Z,ana@example.org,"'=cmd|x, ""quoted""\nline two",Ana,Ruiz,en,delivered,dead`,
      ].join('\r\n'),
    );
    await run(['export', 'canal-trail', '--since', '2026-11-01', '--format', 'json', '--persist-to', dir], out);
    expect(JSON.parse(lines.pop()).map((r) => r.id)).toEqual(['s1']);
    await run(['export', 'canal-trail', '--form', 'report', '--since', '2026-11-01', '--format', 'json', '--persist-to', dir], out);
    expect(JSON.parse(lines.pop()).map((r) => [r.id, r.form])).toEqual([['s1', 'report']]);
    await run(['export', 'canal-trail', '--form', 'newsletter', '--format', 'json', '--persist-to', dir], out);
    expect(JSON.parse(lines.pop()).map((r) => r.id)).toEqual(['s2']);
    // Without options: every form and date of the site, as CSV.
    await run(['export', 'canal-trail', '--persist-to', dir], out);
    const csv = lines.pop().split('\r\n');
    expect(csv[0]).toMatch(/^id,form,created_at,email,/);
    expect(
      csv
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['s1', 's2']);

    await run(['retry', 'canal-trail', '--persist-to', dir], out, { port: 1 });
    expect(lines[0]).toBe('2 dead deliveries of canal-trail set to go out again [local]');
    lines.length = 0;
    await run(['retry', '--persist-to', dir], out, { port: 1 });
    expect(lines).toEqual(['0 dead deliveries set to go out again [local]']);
    await run(['export', 'canal-trail', '--format', 'json', '--persist-to', dir], out);
    expect(JSON.parse(lines.pop()).map((r) => [r.delivery_mail ?? r.delivery_list])).toEqual([['pending'], ['pending']]);
  }, 120_000);
});
