import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError, loadContext, parseArgs, run, validate } from './lib/site-admin.mjs';

let context;
beforeAll(async () => {
  context = await loadContext();
});

function check(argv) {
  return validate(parseArgs(argv), context);
}

describe('site:register argument checks', () => {
  it('accepts a hostname and a known site, lower-casing the host', () => {
    expect(check(['register', 'Guide.Example.COM', 'canal-trail'])).toEqual({
      host: 'guide.example.com',
      record: { site: 'canal-trail', stage: 'production' },
    });
    expect(check(['register', 'staging.example.org', 'islands', '--stage', 'staging']).record?.stage).toBe('staging');
  });

  it.each([
    [['register', 'not a host', 'islands'], /hostname/],
    [['register', 'under_score.example', 'islands'], /hostname/],
    [['register', '-lead.example', 'islands'], /hostname/],
    [['register', 'ok.example', 'atlantis'], /site-id: "atlantis"/],
    [['register', 'ok.example', 'islands', '--stage', 'live'], /--stage/],
    [['register', 'ok.example'], /usage/],
    [['register', 'ok.example', 'islands', '--stage'], /--stage needs a value/],
    [['register', 'ok.example', 'islands', '--force'], /unknown option/],
    [['rename', 'ok.example'], /unknown command/],
  ])('rejects %j', (argv, message) => {
    expect(() => check(argv)).toThrow(UsageError);
    expect(() => check(argv)).toThrow(message);
  });
});

describe('site:register against the local KV store wrangler dev reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('registers, lists and unregisters a hostname; bad input writes nothing', async () => {
    const lines = [];
    const log = (line) => lines.push(line);
    await run(['register', 'trail.example.net', 'canal-trail', '--stage', 'staging', '--persist-to', dir], log);
    await expect(run(['register', 'bad.example', 'atlantis', '--persist-to', dir], log)).rejects.toThrow(UsageError);
    lines.length = 0;
    await run(['list', '--persist-to', dir], log);
    expect(lines).toEqual(['trail.example.net\t{"site":"canal-trail","stage":"staging"}']);
    await run(['unregister', 'trail.example.net', '--persist-to', dir], log);
    lines.length = 0;
    await run(['list', '--persist-to', dir], log);
    expect(lines).toEqual(['no hostnames registered']);
  }, 60_000);
});
