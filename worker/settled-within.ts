/**
 * The promise's outcome if it settles within `waitMs`, otherwise null. For promises another request
 * started (shared renders, shared content calls): on Workers, the I/O of a request that was cancelled
 * (its visitor went away) never completes, so a request waiting on it unbounded would hang with it.
 */
export function settledWithin<T>(promise: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How long a request waits on another request's shared render or content call before doing its own. */
export const FOLLOW_WAIT_MS = 5_000;
