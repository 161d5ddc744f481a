import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError, run } from './lib/site-admin.mjs';

// Bad arguments are refused before wrangler runs, so these need no KV store.
describe('site:register argument checks', () => {
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
  ])('rejects %j', async (argv, message) => {
    const refusal = run(argv, () => {});
    await expect(refusal).rejects.toThrow(UsageError);
    await expect(refusal).rejects.toThrow(message);
  });
});

describe('site:register against the local KV store wrangler dev reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('registers, lists and unregisters a hostname; bad input writes nothing', async () => {
    const lines = [];
    const log = (line) => lines.push(line);
    await run(['register', 'trail.example.net', 'canal-trail', '--stage', 'staging', '--persist-to', dir], log);
    // The host lower-cased, the stage production unless given.
    await run(['register', 'Guide.Example.COM', 'islands', '--persist-to', dir], log);
    expect(lines).toEqual(['registered trail.example.net -> canal-trail (staging) [local]', 'registered guide.example.com -> islands (production) [local]']);
    await expect(run(['register', 'bad.example', 'atlantis', '--persist-to', dir], log)).rejects.toThrow(UsageError);
    lines.length = 0;
    await run(['list', '--persist-to', dir], log);
    expect(lines).toEqual(['guide.example.com\t{"site":"islands","stage":"production"}', 'trail.example.net\t{"site":"canal-trail","stage":"staging"}']);
    await run(['unregister', 'trail.example.net', '--persist-to', dir], log);
    await run(['unregister', 'guide.example.com', '--persist-to', dir], log);
    lines.length = 0;
    await run(['list', '--persist-to', dir], log);
    expect(lines).toEqual(['no hostnames registered']);
  }, 120_000);
});
