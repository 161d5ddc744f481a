// Child processes for the local stack: one-shot commands with their output kept for error messages,
// and long-running servers in their own process group so a stop ends wrangler and its workerd too.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { root } from './import-ts.mjs';

const TAIL_LINES = 60;

/** The environment for tools: node_modules/.bin first so wrangler and friends run on the project's Node 22. */
export function toolEnv(extra = {}) {
  const path = [join(root, 'node_modules/.bin'), process.env.PATH ?? ''].join(delimiter);
  return { ...process.env, PATH: path, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', ...extra };
}

/** A bounded buffer of the last lines a process printed. */
function tailBuffer() {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    },
    text: () => [...lines, partial].filter(Boolean).join('\n'),
  };
}

function forward(stream, tail, prefix, quiet) {
  stream.on('data', (chunk) => {
    tail.push(chunk);
    if (!quiet) {
      const text = chunk.toString().replace(/\n$/, '');
      process.stdout.write(
        `${text
          .split('\n')
          .map((l) => `${prefix}${l}`)
          .join('\n')}\n`,
      );
    }
  });
}

/**
 * Runs a command to completion; rejects with its exit code and last output lines.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, label?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string>}
 */
export function run(command, args, { env, quiet = false, label = command, timeoutMs = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: env ?? toolEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const tail = tailBuffer();
    forward(child.stdout, tail, `[${label}] `, quiet);
    forward(child.stderr, tail, `[${label}] `, quiet);
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${label}: could not start ${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(tail.text());
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`}): ${command} ${args.join(' ')}\n${tail.text()}`));
    });
  });
}

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, label: string,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null, error?: Error }>, output: () => string }} Service
 */

/**
 * Starts a long-running process in its own group; `exited` settles when it ends.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, quiet?: boolean, label: string }} options
 * @returns {Service}
 */
export function startService(command, args, { env, quiet = false, label }) {
  const child = spawn(command, args, { cwd: root, env: env ?? toolEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const tail = tailBuffer();
  forward(child.stdout, tail, `[${label}] `, quiet);
  forward(child.stderr, tail, `[${label}] `, quiet);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: null, signal: null, error }));
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, label, exited, output: () => tail.text() };
}

function killGroup(child, signal = 'SIGTERM') {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
  }
}

/** Ends a service's process group: SIGTERM, then SIGKILL if it has not exited after graceMs. */
export async function stopService(service, graceMs = 5_000) {
  killGroup(service.child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(service.child, 'SIGKILL'), graceMs);
  await service.exited;
  clearTimeout(timer);
  // workerd children may outlive wrangler's exit; the group id still reaches them.
  try {
    process.kill(-service.child.pid, 'SIGKILL');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
  }
}

/**
 * A TCP port free on loopback right now (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
