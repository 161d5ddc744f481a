/** Cache state of a request as the analytics report it. */
export type CacheState = 'hit' | 'miss' | 'stale' | 'none';

/**
 * What one request measures about itself while it runs: a request id, and the wall time during which
 * at least one content call was pending (parallel calls count once). Clocks in Workers advance only
 * across I/O, so these are I/O-resolution times, which is what waiting on a service is.
 */
export class RequestMetrics {
  readonly started = Date.now();
  private inFlight = 0;
  private since = 0;
  private waited = 0;
  /** A content answer was served from a stale copy because the service failed. */
  stale = false;
  /** Set by the page cache: whether the page came from it ('hit') or was rendered to be stored ('miss'). */
  pageCache: 'hit' | 'miss' | undefined;

  constructor(readonly requestId: string) {}

  async timeContent<T>(call: () => Promise<T>): Promise<T> {
    if (this.inFlight++ === 0) this.since = Date.now();
    try {
      return await call();
    } finally {
      if (--this.inFlight === 0) this.waited += Date.now() - this.since;
    }
  }

  contentMs(): number {
    return this.waited + (this.inFlight > 0 ? Date.now() - this.since : 0);
  }

  cacheState(): CacheState {
    if (this.pageCache === 'hit') return 'hit';
    if (this.stale) return 'stale';
    return this.pageCache ?? 'none';
  }
}
