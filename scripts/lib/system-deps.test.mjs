import { describe, expect, it } from 'vitest';
import { ensureSystemDeps, provisionPlan, selectsBrowserTests } from './system-deps.mjs';

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
    expect(selectsBrowserTests(['worker/', 'scripts/lib/stack.test.mjs'], E2E)).toBe(false);
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

describe('provisionPlan', () => {
  it('does nothing, and asks nothing costly, when everything is present', () => {
    const machine = fakeMachine({ present: ['chromium', 'java'] });
    expect(provisionPlan(['chromium', 'java'], machine)).toEqual({ missing: [], packages: [], commands: [] });
    expect(machine.asked).toEqual([]);
  });

  it('as root runs apt-get update once, then installs only what is missing', () => {
    const plan = provisionPlan(['chromium', 'java'], fakeMachine({ present: ['java'], root: true }));
    expect(plan.missing).toEqual(['chromium']);
    expect(plan.commands).toEqual([
      ['apt-get', 'update'],
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', 'chromium'],
    ]);
  });

  it('without root goes through passwordless sudo, for both packages at once', () => {
    const plan = provisionPlan(['chromium', 'java'], fakeMachine({ sudo: true }));
    expect(plan.commands).toEqual([
      ['sudo', '-n', 'apt-get', 'update'],
      ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', 'chromium', 'default-jre-headless'],
    ]);
  });

  it("installs libxml2-utils for xmllint, the GPX schema's validator", () => {
    const plan = provisionPlan(['chromium', 'java', 'xmllint'], fakeMachine({ present: ['chromium', 'java'], root: true }));
    expect(plan.missing).toEqual(['xmllint']);
    expect(plan.commands?.at(-1)).toEqual(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', 'libxml2-utils']);
  });

  it('only wants what the caller needs (Lighthouse needs no Java)', () => {
    const plan = provisionPlan(['chromium'], fakeMachine({ root: true }));
    expect(plan.packages).toEqual(['chromium']);
  });

  it('refuses with the exact apt-get command when neither root nor passwordless sudo', () => {
    const plan = provisionPlan(['chromium', 'java'], fakeMachine({}));
    expect(plan.commands).toBeUndefined();
    expect(plan.error).toContain('sudo apt-get install -y chromium default-jre-headless');
    expect(plan.error).toContain('Nu HTML checker');
    expect(plan.error).toContain('test/e2e');
  });

  it('refuses without apt-get, naming what to provide', () => {
    const machine = fakeMachine({ present: ['chromium'], apt: false, root: true });
    const plan = provisionPlan(['chromium', 'java'], machine);
    expect(plan.error).toMatch(/no apt-get/);
    expect(plan.error).toContain('default-jre-headless');
    expect(machine.asked).toEqual(['apt']);
  });

  it("does not install Debian's chromium when CHROME_PATH points elsewhere and is missing", () => {
    const plan = provisionPlan(['chromium'], fakeMachine({ customChromePath: '/opt/none/chrome', root: true }));
    expect(plan.commands).toBeUndefined();
    expect(plan.error).toContain('CHROME_PATH=/opt/none/chrome');
  });
});

describe('ensureSystemDeps', () => {
  it('is silent when nothing is missing', () => {
    const lines = [];
    ensureSystemDeps(['chromium', 'java'], { probe: fakeMachine({ present: ['chromium', 'java'] }), log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });

  it('throws the refusal before running anything', () => {
    const lines = [];
    expect(() => ensureSystemDeps(['java'], { probe: fakeMachine({}), log: (l) => lines.push(l) })).toThrow(/sudo apt-get install -y default-jre-headless/);
    expect(lines).toEqual([]);
  });
});
