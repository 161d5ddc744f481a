// A 429 with X-Usage-Limit-Time backs a site off until that time: per isolate, keyed by site, so
// one throttled project never slows another and no upstream call goes out meanwhile.

const until = new Map<string, number>();

/**
 * X-Usage-Limit-Time as an instant (ms). Accepted forms: Unix seconds or milliseconds, an HTTP or ISO
 * date, or (small numbers) seconds from now.
 */
export function parseUsageLimitTime(value: string, nowMs: number): number | null {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const n = Number(trimmed);
    if (n >= 1e12) return n;
    if (n >= 1e9) return n * 1000;
    return nowMs + n * 1000;
  }
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : date;
}

export function backOff(siteId: string, untilMs: number): void {
  until.set(siteId, Math.max(untilMs, until.get(siteId) ?? 0));
}

/** Milliseconds left in the site's back-off, or 0. */
export function backoffRemaining(siteId: string, nowMs: number): number {
  const end = until.get(siteId);
  if (end === undefined) return 0;
  if (end <= nowMs) {
    until.delete(siteId);
    return 0;
  }
  return end - nowMs;
}
