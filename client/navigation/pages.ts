// The pages a client navigation takes over (docs/product/views-and-states.md#client-navigation):
// which links lead to one, the page and fragment a URL names, fetching its HTML, and the pages
// fetched ahead of a click.

/** A navigation whose page cannot be swapped in; `url`, when set, is where the visitor goes instead. */
export class NavigationFailed extends Error {
  constructor(
    message: string,
    readonly url?: string,
  ) {
    super(message);
    this.name = 'NavigationFailed';
  }
}

/** What of a link the rule reads: `href` resolved, `written` as in the markup (`#…` jumps within the page). */
export interface LinkFacts {
  href: string;
  written: string | null;
  target: string;
  download: boolean;
}

type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * The URL a link on `page` leads to when a client navigation may take it over, else undefined: the
 * browser keeps other origins, downloads and files, other targets, modifier keys and buttons, and
 * jumps within the page. Forms are never taken over (only link clicks reach this).
 */
export function navigableUrl(link: LinkFacts, page: URL, click?: Click): URL | undefined {
  if (click && (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)) return undefined;
  if ((link.target && link.target !== '_self') || link.download || !link.href) return undefined;
  const url = new URL(link.href);
  if (url.origin !== page.origin || !/^https?:$/.test(url.protocol)) return undefined;
  // Files (a GeoJSON download, a calendar feed) are not pages.
  if (/\.[a-z][a-z0-9]{1,6}$/i.test(url.pathname)) return undefined;
  if (url.pathname === page.pathname && url.search === page.search && (url.hash || link.written?.startsWith('#'))) return undefined;
  return url;
}

/** The page a URL names, without its fragment: what is fetched and cached. */
export const pageKey = (url: URL) => url.href.replace(/#.*$/, '');

/** The fragment as an id; a malformed escape is taken literally. */
export function fragmentOf(url: URL): string | undefined {
  const raw = url.hash.slice(1);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface FetchedPage {
  /** Where the page came from after redirects. */
  url: string;
  html: string;
}

/**
 * The HTML of a page of this site. An answer that is not a page to show in place (an error status,
 * not HTML, a redirect to another site) fails with its URL, so the browser loads it the ordinary way
 * and shows whatever the server meant it to.
 */
export async function fetchPage(url: string): Promise<FetchedPage> {
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html') || new URL(response.url).origin !== location.origin) {
    throw new NavigationFailed(`${response.status} ${type}`, response.url || url);
  }
  return { url: response.url || url, html: await response.text() };
}

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

  constructor(private readonly fetchPage: (url: string) => Promise<FetchedPage>) {}

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
    const held: Held = { at: performance.now(), settled: false, page: this.fetchPage(key) };
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
