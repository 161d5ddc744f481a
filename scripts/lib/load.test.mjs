import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { load } from './load.mjs';

// wrk as a stand-in program first on PATH: it records its arguments and prints the report it is given,
// so load() is read as it reads the real tool's output.
let bin;
let savedPath;
beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'wrk-'));
  savedPath = process.env.PATH;
  process.env.PATH = `${bin}${delimiter}${savedPath}`;
});
afterEach(() => {
  process.env.PATH = savedPath;
  rmSync(bin, { recursive: true, force: true });
});

function standInWrk(report) {
  writeFileSync(join(bin, 'report'), report);
  writeFileSync(join(bin, 'wrk'), `#!/bin/sh\necho "$@" >> "${join(bin, 'ran')}"\ncat "${join(bin, 'report')}"\n`);
  chmodSync(join(bin, 'wrk'), 0o755);
}

describe('load through wrk', () => {
  it('reads requests per second and non-2xx responses from wrk output', async () => {
    standInWrk(
      'Running 4s test @ http://127.0.0.1:1/\n  1 threads and 8 connections\n  1200 requests in 4.00s, 1.2MB read\n  Non-2xx or 3xx responses: 7\nRequests/sec:    300.25\nTransfer/sec:    300KB\n',
    );
    expect(await load('http://127.0.0.1:1/', { host: 'islands.localhost', seconds: 4, connections: 8 })).toEqual({ rps: 300.25, errors: 7 });
    expect(readFileSync(join(bin, 'ran'), 'utf8')).toContain('-c8 -d4s -H Host: islands.localhost http://127.0.0.1:1/');
  });

  it('counts no errors when wrk reports none', async () => {
    standInWrk('Running 4s test @ http://127.0.0.1:1/\nRequests/sec:    12.5\n');
    expect(await load('http://127.0.0.1:1/')).toEqual({ rps: 12.5, errors: 0 });
  });

  it('rejects output without a rate', async () => {
    standInWrk('wrk: connection refused\n');
    await expect(load('http://127.0.0.1:1/')).rejects.toThrow(/unexpected wrk output/);
  });
});
