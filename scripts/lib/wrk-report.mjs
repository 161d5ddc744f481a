// wrk's text report, as `wrk` prints it after a run: the figures the benchmark reads from it.

/** Requests/sec and non-2xx/3xx count from wrk's text report. */
export function parseWrk(text) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!rps) throw new Error(`unexpected wrk output:\n${text}`);
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  return { rps: Number(rps[1]), errors: bad ? Number(bad[1]) : 0 };
}
