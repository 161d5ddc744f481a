import { fetchPage, type FetchedPage } from './fetch-page';

/** A prefetched page is used for this long; after that a click fetches it again. */
const FRESH_MS = 30_000;
const MAX_PAGES = 12;

interface Held {
  at: number;
  settled: boolean;
  page: Promise<FetchedPage>;
}

/** Pages fetched ahead of a click (hover, focus, touch), by URL without fragment. */
export class PageCache {
  private readonly pages = new Map<string, Held>();

  /** The page, fetched now unless a fresh copy is held or on its way. */
  get(key: string): Promise<FetchedPage> {
    return this.hold(key).page;
  }

  /** Whether a navigation to `key` would have to wait for the network. */
  pending(key: string): boolean {
    const held = this.fresh(key);
    return !held?.settled;
  }

  forget(key: string): void {
    this.pages.delete(key);
  }

  private fresh(key: string): Held | undefined {
    const held = this.pages.get(key);
    return held && performance.now() - held.at < FRESH_MS ? held : undefined;
  }

  private hold(key: string): Held {
    const existing = this.fresh(key);
    if (existing) return existing;
    const held: Held = { at: performance.now(), settled: false, page: fetchPage(key) };
    const settle = () => {
      held.settled = true;
    };
    held.page.then(settle, settle);
    this.pages.delete(key);
    this.pages.set(key, held);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return held;
  }
}
