// Concurrent misses of one page in this isolate render once: the first request (the leader) renders
// and streams as usual; the others wait for its complete page and answer with a copy of it. The wait
// is bounded: a leader that takes too long, fails or produces a page that must not be kept (see
// page-cache.ts) leaves each waiting request to render the page itself.

import { FOLLOW_WAIT_MS, settledWithin } from '../settled-within';

/** A complete page another request can answer with: plain bytes and header pairs, no stream. */
export interface SharedPage {
  bytes: ArrayBuffer;
  headers: [string, string][];
}


const rendering = new Map<string, Promise<SharedPage | null>>();

/** The page being rendered under `key`, within `waitMs`; null when none is or it did not come in time. */
export function followRender(key: string, waitMs = FOLLOW_WAIT_MS): Promise<SharedPage | null> | null {
  const shared = rendering.get(key);
  return shared ? settledWithin(shared, waitMs) : null;
}

/** Announces that this request renders `key`; `settle` hands the followers the page (or null) exactly once. */
export function leadRender(key: string): (page: SharedPage | null) => void {
  let resolve!: (page: SharedPage | null) => void;
  const promise = new Promise<SharedPage | null>((done) => (resolve = done));
  rendering.set(key, promise);
  return (page) => {
    if (rendering.get(key) === promise) rendering.delete(key);
    resolve(page);
  };
}
