/** An attempt's lease is this long: a consumer that dies mid-attempt frees the row after it. */
export const LEASE_SECONDS = 120;
export const MAX_DELAY_SECONDS = 3600;

/**
 * Seconds before the next try after the queue's `attempt`-th (1-based) failed: the base doubled per
 * failure, capped at an hour. With wrangler.toml's ten retries and a 30 s base a provider may be
 * down for about four hours before the message dead-letters.
 */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(MAX_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, attempt - 1));
}
