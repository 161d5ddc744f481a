import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemDeps, selectsBrowserTests } from './system-deps.mjs';

const E2E = ['test/e2e/panels.test.ts', 'test/e2e/no-js.test.ts'];

describe('selectsBrowserTests', () => {
  it('is true for a plain run and for filters that match a browser test file', () => {
    expect(selectsBrowserTests([], E2E)).toBe(true);
    expect(selectsBrowserTests(['test/e2e/panels.test.ts'], E2E)).toBe(true);
    expect(selectsBrowserTests(['./test/e2e/'], E2E)).toBe(true);
    expect(selectsBrowserTests(['panels'], E2E)).toBe(true);
    expect(selectsBrowserTests(['No-JS.test.ts:12'], E2E)).toBe(true);
    expect(selectsBrowserTests(['worker/', 'test/e2e'], E2E)).toBe(true);
  });

  it('is false when every filter misses the browser test files', () => {
    expect(selectsBrowserTests(['worker/'], E2E)).toBe(false);
    expect(selectsBrowserTests(['worker/', 'scripts/lib/proc.test.mjs'], E2E)).toBe(false);
  });

  it('does not take option values for file filters', () => {
    expect(selectsBrowserTests(['-t', 'panels'], E2E)).toBe(true);
    expect(selectsBrowserTests(['worker/', '-t', 'panels'], E2E)).toBe(false);
    expect(selectsBrowserTests(['--reporter', 'verbose'], E2E)).toBe(true);
  });

  it('is false when only other projects run', () => {
    expect(selectsBrowserTests(['--project', 'worker'], E2E)).toBe(false);
    expect(selectsBrowserTests(['--project=content-service'], E2E)).toBe(false);
    expect(selectsBrowserTests(['--project', 'worker', '--project', 'node'], E2E)).toBe(true);
    expect(selectsBrowserTests(['--project', 'node', 'scripts/'], E2E)).toBe(false);
  });
});

/** A machine described by plain values; records which questions were asked. */
/** @param {{ present?: string[], customChromePath?: string, apt?: boolean, root?: boolean, sudo?: boolean }} answers */
function fakeMachine({ present = [], customChromePath, apt = true, root = false, sudo = false }) {
  const asked = [];
  return {
    asked,
    has: (name) => present.includes(name),
    customChromePath,
    hasApt: () => {
      asked.push('apt');
      return apt;
    },
    isRoot: () => {
      asked.push('root');
      return root;
    },
    canSudo: () => {
      asked.push('sudo');
      return sudo;
    },
  };
}

// apt-get and sudo as stand-in programs first on PATH: each run is recorded, nothing is installed.
let bin;
let savedPath;
beforeAll(() => {
  bin = mkdtempSync(join(tmpdir(), 'system-deps-'));
  writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "apt-get $*" >> "${join(bin, 'ran')}"\n`);
  writeFileSync(join(bin, 'sudo'), '#!/bin/sh\n[ "$1" = -n ] && shift\nexec "$@"\n');
  for (const name of ['apt-get', 'sudo']) chmodSync(join(bin, name), 0o755);
  savedPath = process.env.PATH;
  process.env.PATH = `${bin}${delimiter}${savedPath}`;
});
afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(bin, { recursive: true, force: true });
});

/** What ensureSystemDeps did on `machine`: the lines it logged, the commands it ran and its refusal. */
function provision(want, machine) {
  rmSync(join(bin, 'ran'), { force: true });
  const lines = [];
  let error;
  try {
    ensureSystemDeps(want, { probe: machine, log: (line) => lines.push(line) });
  } catch (thrown) {
    error = /** @type {Error} */ (thrown).message;
  }
  let ran = [];
  try {
    ran = readFileSync(join(bin, 'ran'), 'utf8').trim().split('\n');
  } catch {
    // Nothing ran.
  }
  return { lines, commands: lines.filter((line) => line.startsWith('$ ')).map((line) => line.slice(2)), ran, error };
}

describe('ensureSystemDeps', () => {
  it('is silent, and asks nothing costly, when everything is present', () => {
    const machine = fakeMachine({ present: ['chromium', 'java'] });
    expect(provision(['chromium', 'java'], machine)).toEqual({ lines: [], commands: [], ran: [], error: undefined });
    expect(machine.asked).toEqual([]);
  });

  it('as root runs apt-get update once, then installs only what is missing', () => {
    const { commands, ran, error } = provision(['chromium', 'java'], fakeMachine({ present: ['java'], root: true }));
    expect(commands).toEqual(['apt-get update', 'env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium']);
    expect(ran).toEqual(['apt-get update', 'apt-get install -y chromium']);
    // The stand-in installed nothing, and the check afterwards says so.
    expect(error).toMatch(/apt-get ran but chromium is still missing/);
  });

  it('without root goes through passwordless sudo, for both packages at once', () => {
    const { commands, ran } = provision(['chromium', 'java'], fakeMachine({ sudo: true }));
    expect(commands).toEqual(['sudo -n apt-get update', 'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium default-jre-headless']);
    expect(ran).toEqual(['apt-get update', 'apt-get install -y chromium default-jre-headless']);
  });

  it("installs libxml2-utils for xmllint, the GPX schema's validator", () => {
    const { lines, commands } = provision(['chromium', 'java', 'xmllint'], fakeMachine({ present: ['chromium', 'java'], root: true }));
    expect(lines.slice(0, 2)).toEqual(["installing Debian's libxml2-utils with apt-get, once (later runs find them):", expect.stringMatching(/^ {2}libxml2-utils: the GPX downloads/)]);
    expect(commands.at(-1)).toBe('env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils');
  });

  it('only wants what the caller needs (Lighthouse needs no Java)', () => {
    const { lines, commands } = provision(['chromium'], fakeMachine({ root: true }));
    expect(lines[0]).toBe("installing Debian's chromium with apt-get, once (later runs find them):");
    expect(commands.at(-1)).toBe('env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
  });

  it('refuses with the exact apt-get command when neither root nor passwordless sudo, before running anything', () => {
    const { lines, ran, error } = provision(['chromium', 'java'], fakeMachine({}));
    expect([lines, ran]).toEqual([[], []]);
    expect(error).toContain('sudo apt-get install -y chromium default-jre-headless');
    expect(error).toContain('Nu HTML checker');
    expect(error).toContain('test/e2e');
    expect(provision(['java'], fakeMachine({})).error).toMatch(/sudo apt-get install -y default-jre-headless/);
  });

  it('refuses without apt-get, naming what to provide', () => {
    const machine = fakeMachine({ present: ['chromium'], apt: false, root: true });
    const { ran, error } = provision(['chromium', 'java'], machine);
    expect(ran).toEqual([]);
    expect(error).toMatch(/no apt-get/);
    expect(error).toContain('default-jre-headless');
    expect(machine.asked).toEqual(['apt']);
  });

  it("does not install Debian's chromium when CHROME_PATH points elsewhere and is missing", () => {
    const { ran, error } = provision(['chromium'], fakeMachine({ customChromePath: '/opt/none/chrome', root: true }));
    expect(ran).toEqual([]);
    expect(error).toContain('CHROME_PATH=/opt/none/chrome');
  });
});
