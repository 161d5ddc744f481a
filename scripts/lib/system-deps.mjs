// The programs the browser tests need that npm cannot install: Debian's Chromium (playwright-core
// and Lighthouse drive it; a downloaded browser is not an option here), a Java runtime for the Nu
// HTML checker (npm vnu-jar) and libxml2's xmllint for the GPX schema. When they are missing,
// apt-get installs them, so `npm install && npm test` is all a fresh Debian machine needs. The
// machine is asked through an injected probe, so tests describe machines without touching apt.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

const NEEDS = {
  chromium: { pkg: 'chromium', why: 'the browser tests (test/e2e) and Lighthouse drive it' },
  java: { pkg: 'default-jre-headless', why: 'the Nu HTML checker (npm vnu-jar) runs on Java' },
  xmllint: { pkg: 'libxml2-utils', why: 'the GPX downloads are validated against the GPX 1.1 schema (test/e2e/downloads.test.ts)' },
};

// vitest options whose next argument is a value, not a file filter.
const VALUE_FLAGS = new Set(['-t', '--testNamePattern', '--project', '--exclude', '-c', '--config', '-r', '--root', '--dir', '--reporter', '--outputFile', '--shard']);

/**
 * Whether a `vitest run <args>` may run a browser test, judged the way vitest filters files (a
 * filter selects every test file whose path relative to the root contains it). Errs towards yes.
 */
export function selectsBrowserTests(args, e2eFiles) {
  const filters = [];
  const projects = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--project') projects.push(args[++i] ?? '');
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (VALUE_FLAGS.has(arg)) i++;
    else if (!arg.startsWith('-')) filters.push(arg);
  }
  if (projects.length && !projects.some((p) => p === 'node' || p.includes('*'))) return false;
  if (!filters.length) return true;
  return filters.some((filter) => {
    const f = filter.replace(/:\d+$/, '').replace(/^\.\//, '').toLowerCase();
    return f.includes('test/e2e') || e2eFiles.some((file) => file.toLowerCase().includes(f));
  });
}

/**
 * What to do so that `want` (keys of NEEDS) are present: nothing, apt-get commands to run, or an
 * error saying what to install by hand. `probe` answers about this machine; its costlier questions
 * (sudo, apt-get) are only asked when something is missing.
 * @typedef {{ has: (name: string) => boolean, customChromePath?: string, hasApt: () => boolean, isRoot: () => boolean, canSudo: () => boolean }} Probe
 * @param {string[]} want
 * @param {Probe} probe
 * @returns {{ missing: string[], packages?: string[], error: string, commands?: undefined }
 *   | { missing: string[], packages: string[], commands: string[][], error?: undefined }}
 */
function provisionPlan(want, probe) {
  const missing = want.filter((name) => !probe.has(name));
  if (!missing.length) return { missing, packages: [], commands: [] };
  if (missing.includes('chromium') && probe.customChromePath) {
    // Installing Debian's package would not make that path exist.
    return { missing, error: `CHROME_PATH=${probe.customChromePath} is not an executable: point it at a Chromium, or unset it to use Debian's /usr/bin/chromium.` };
  }
  const packages = missing.map((name) => NEEDS[name].pkg);
  const reasons = missing.map((name) => `  ${NEEDS[name].pkg}: ${NEEDS[name].why}`).join('\n');
  if (!probe.hasApt()) {
    return {
      missing,
      packages,
      error: `Missing and no apt-get here to install it:\n${reasons}\nInstall a Chromium at /usr/bin/chromium (or set CHROME_PATH), a Java runtime and xmllint on PATH, then run again.`,
    };
  }
  const sudo = probe.isRoot() ? [] : probe.canSudo() ? ['sudo', '-n'] : undefined;
  if (!sudo) {
    return {
      missing,
      packages,
      error: `Missing Debian packages:\n${reasons}\nInstall them once with\n  sudo apt-get install -y ${packages.join(' ')}\nor run as root or with passwordless sudo, and the tests install them themselves.`,
    };
  }
  // `env` because sudo drops the caller's environment.
  const install = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', ...packages];
  return {
    missing,
    packages,
    commands: [
      [...sudo, 'apt-get', 'update'],
      [...sudo, ...install],
    ],
  };
}

function runs(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, asked lazily. */
const machineProbe = {
  has: (name) => (name === 'chromium' ? isExecutable(CHROMIUM_PATH) : name === 'java' ? runs('java', ['-version']) : runs('xmllint', ['--version'])),
  customChromePath: process.env.CHROME_PATH,
  hasApt: () => runs('apt-get', ['--version']),
  isRoot: () => process.getuid?.() === 0,
  canSudo: () => runs('sudo', ['-n', 'true']),
};

/**
 * Installs what of `want` is missing; throws with what to do by hand when it may not or could not.
 * @param {string[]} want
 * @param {{ probe?: Probe, log?: (line: string) => void }} [options]
 */
export function ensureSystemDeps(want, { probe = machineProbe, log = console.log } = {}) {
  const plan = provisionPlan(want, probe);
  if (plan.error !== undefined) throw new Error(plan.error);
  if (!plan.commands.length) return;
  log(`installing Debian's ${plan.packages.join(' and ')} with apt-get, once (later runs find them):`);
  for (const name of plan.missing) log(`  ${NEEDS[name].pkg}: ${NEEDS[name].why}`);
  for (const line of plan.commands) {
    // Every planned command names its program (apt-get, or sudo before it).
    const [command, ...args] = /** @type {[string, ...string[]]} */ (line);
    log(`$ ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? result.signal ?? `exit ${result.status}`}); install ${plan.packages.join(' ')} by hand.`);
  }
  const still = want.filter((name) => !probe.has(name));
  if (still.length) throw new Error(`apt-get ran but ${still.map((name) => NEEDS[name].pkg).join(' and ')} is still missing (Chromium is expected at ${CHROMIUM_PATH}, java and xmllint on PATH).`);
}
