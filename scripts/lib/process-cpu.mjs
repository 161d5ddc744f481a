// CPU time of a local process from /proc (Linux): what the site worker's workerd used, all threads.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

function parentOf(pid) {
  try {
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The workerd process running the worker of the `wrangler dev` that listens on `port` (the one with an inspector). */
export function workerdOf(port) {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const wrangler = pids.find((pid) => {
    const args = cmdline(pid);
    const at = args.indexOf('--port');
    return args.some((arg) => arg.endsWith('wrangler.js')) && at >= 0 && args[at + 1] === String(port);
  });
  if (!wrangler) throw new Error(`no wrangler dev process listens on ${port}`);
  const descends = (pid) => {
    for (let current = pid; current > 1; current = parentOf(current)) if (current === wrangler) return true;
    return false;
  };
  const workerd = pids.find((pid) => {
    const args = cmdline(pid);
    return args[0]?.endsWith('/workerd') && args.some((arg) => arg.startsWith('--inspector-addr')) && descends(pid);
  });
  if (!workerd) throw new Error(`no workerd with an inspector under the wrangler dev on ${port}`);
  return workerd;
}

/** The workerd process this process started (a Miniflare instance's runtime); the newest when several. */
export function workerdChildOf(parentPid) {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const workerd = pids.filter((pid) => parentOf(pid) === parentPid && cmdline(pid)[0]?.endsWith('/workerd'));
  if (!workerd.length) throw new Error(`no workerd process under ${parentPid}`);
  return Math.max(...workerd);
}

/** User plus system CPU time the process has used so far, in ms. */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state(0) ppid(1) ... utime(11) stime(12).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU time the process's live threads have used so far, in ms at nanosecond resolution (schedstat). */
export function threadsCpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between listing and reading: its time no longer counts either way.
    }
  }
  return ns / 1e6;
}
