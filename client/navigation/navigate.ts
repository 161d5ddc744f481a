import type { ProgressModel } from '../../ui/islands/progress-model';
import { scrollAction } from '../../ui/islands/scroll-rules';
import { fetchPage, fragmentOf, type LinkFacts, NavigationFailed, navigableUrl, PageCache, pageKey } from './pages';

/**
 * What a navigation to `target` does to the history: a link pushes an entry, unless it leads to the
 * page shown (`shown`), whose entry it keeps; back and forward, and a redirect, correct the address.
 */
function historyStep(kind: 'push' | 'pop', target: string, shown: string): 'push' | 'replace' | undefined {
  if (target === shown) return undefined;
  return kind === 'push' ? 'push' : 'replace';
}

/** The link an event happened on, if any, with what of it the navigation rules read. */
function linkOf(event: Event): LinkFacts | undefined {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  return { href: link.href, written: link.getAttribute('href'), target: link.target, download: link.hasAttribute('download') };
}

/**
 * After a client navigation: focus moves to the new page's main heading (so keyboard and screen-reader
 * users start there, as after a page load) and the new title is announced through a polite live region.
 */
function focusNewPage(doc: Document, main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll rules (docs/product/views-and-states.md#scroll) decide where the page goes, not the focus.
  heading.focus({ preventScroll: true });
  announcer(doc).textContent = doc.title;
}

function announcer(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-nav-announcer]');
  if (existing) return existing;
  const region = doc.createElement('p');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-nav-announcer', '');
  doc.body.append(region);
  return region;
}

const MAIN = 'main#main';
/** Kept in place: the running script, and stylesheets both pages link (reloading them would flash). */
const KEPT = 'script[src], link[rel="stylesheet"]';

/** What of a page decides whether another can take its place without a load. */
interface PageShell {
  lang: string;
  /** Every script the page loads, in order. */
  scripts: string[];
}

// Every script tag counts, the main region's too: a page with a script of its own (the report form's
// captcha widget) needs its own load and its own CSP, which a swap would give it neither.
const shellOf = (doc: Document): PageShell => ({
  lang: doc.documentElement.lang,
  scripts: [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src') ?? ''),
});

/**
 * Whether `next` can be swapped into `current` in place: not a page in another language, nor one with
 * other scripts (a new deploy, a form's widget), which the browser must load whole.
 */
function swappable(current: PageShell, next: PageShell): boolean {
  return next.lang === current.lang && next.scripts.length === current.scripts.length && next.scripts.every((src, i) => src === current.scripts[i]);
}

/**
 * Swaps the page's head and main region for those of `next`; a page that is not swappable fails with
 * its URL, so the browser loads it whole.
 */
function swapPage(doc: Document, next: Document, url: string): HTMLElement {
  const main = doc.querySelector<HTMLElement>(MAIN);
  const nextMain = next.querySelector<HTMLElement>(MAIN);
  if (!main || !nextMain || !swappable(shellOf(doc), shellOf(next))) {
    throw new NavigationFailed('page cannot be swapped in place', url);
  }
  swapHead(doc.head, next.head);
  markCurrentLinks(doc, next);
  const adopted = doc.adoptNode(nextMain);
  main.replaceWith(adopted);
  return adopted;
}

function swapHead(head: HTMLHeadElement, nextHead: HTMLHeadElement): void {
  const kept = new Set([...head.querySelectorAll(KEPT)].map((node) => node.outerHTML));
  for (const node of [...head.children]) {
    if (!node.matches(KEPT)) node.remove();
  }
  for (const node of [...nextHead.children]) {
    if (node.matches(KEPT) && kept.has(node.outerHTML)) continue;
    // A script parsed by DOMParser never runs; JSON-LD is data and stays as it is.
    head.append(head.ownerDocument.adoptNode(node));
  }
}

/** The menus stay; only which link is the current page changes (docs/product/views-and-states.md#client-navigation). */
function markCurrentLinks(doc: Document, next: Document): void {
  const links = doc.querySelectorAll<HTMLAnchorElement>('.site-menu a');
  const nextLinks = next.querySelectorAll<HTMLAnchorElement>('.site-menu a');
  if (links.length !== nextLinks.length) return;
  links.forEach((link, i) => {
    const source = nextLinks[i]!;
    for (const name of ['class', 'aria-current']) {
      const value = source.getAttribute(name);
      if (value === null) link.removeAttribute(name);
      else link.setAttribute(name, value);
    }
  });
}

export interface NavigationOptions {
  progress: ProgressModel | undefined;
  /** Starts the islands under a node; the returned function stops those under the node it is given. */
  startIslands(scope: ParentNode): (within?: Node) => void;
}

/** What a history entry remembers: its scroll position. */
interface EntryState {
  y?: number;
}

const SAVE_SCROLL_MS = 150;

/**
 * Client navigation (docs/product/views-and-states.md#client-navigation): links of this site are prefetched on hover, focus or
 * touch; a click swaps in the new page's head and main region, hydrates its islands (unmounting the
 * old ones) and pushes a history entry; back and forward swap pages the same way. The progress bar
 * runs while the page is awaited (ending after 500 ms when it was already prefetched); a failure
 * turns it dark red and lets the browser load the page itself. Everything else stays the browser's.
 * Starts the page's islands; false (nothing started) on a page without a main region.
 */
export function enhanceNavigation(win: Window, { progress, startIslands }: NavigationOptions): boolean {
  const doc = win.document;
  if (!doc.querySelector(MAIN)) return false;
  const pages = new PageCache(fetchPage);
  // At first the page's own islands (those of the main region stop with it), later the swapped-in main's.
  let stopMainIslands = startIslands(doc);
  let current = new URL(win.location.href);
  let generation = 0;
  let scrollTimer: number | undefined;
  let saveTimer: number | undefined;

  win.history.scrollRestoration = 'manual';
  // Saved once the visitor scrolls or leaves, not at load: reading the scroll position lays the loading
  // page out, and an entry without a position comes back where the page opened (its top or its fragment).
  const saveScroll = () => win.history.replaceState({ ...(win.history.state as object | null), y: win.scrollY } satisfies EntryState, '');
  win.addEventListener(
    'scroll',
    () => {
      win.clearTimeout(saveTimer);
      saveTimer = win.setTimeout(saveScroll, SAVE_SCROLL_MS);
    },
    { passive: true },
  );

  const prefetch = (event: Event) => {
    const link = linkOf(event);
    const url = link && navigableUrl(link, new URL(win.location.href));
    if (url) pages.get(pageKey(url)).catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) doc.addEventListener(type, prefetch, { passive: true, capture: true });

  doc.addEventListener('click', (event) => {
    const link = linkOf(event);
    const url = link && navigableUrl(link, new URL(win.location.href), event);
    if (!url) return;
    event.preventDefault();
    win.clearTimeout(saveTimer);
    saveScroll();
    void go(url, 'push');
  });

  win.addEventListener('popstate', (event) => {
    win.clearTimeout(saveTimer);
    const url = new URL(win.location.href);
    // A fragment of the same page: the browser scrolls to it.
    if (pageKey(url) === pageKey(current)) {
      current = url;
      return;
    }
    void go(url, 'pop', (event.state as EntryState | null)?.y);
  });

  async function go(url: URL, kind: 'push' | 'pop', savedY?: number): Promise<void> {
    const mine = ++generation;
    win.clearTimeout(scrollTimer);
    const key = pageKey(url);
    const waiting = pages.pending(key);
    if (waiting) progress?.start();
    else progress?.startBrief();
    try {
      const page = await pages.get(key);
      if (mine !== generation) return;
      const next = new DOMParser().parseFromString(page.html, 'text/html');
      const target = new URL(page.url);
      target.hash = url.hash;
      const oldMain = doc.querySelector<HTMLElement>(MAIN)!;
      const newMain = swapPage(doc, next, target.href);
      stopMainIslands(oldMain);
      stopMainIslands = startIslands(newMain);
      const step = historyStep(kind, target.href, win.location.href);
      if (step === 'push') win.history.pushState({ y: 0 } satisfies EntryState, '', target.href);
      else if (step === 'replace') win.history.replaceState(win.history.state, '', target.href);
      const pathChanged = current.pathname !== target.pathname;
      current = target;
      if (waiting) progress?.finish();
      focusNewPage(doc, newMain);
      scrollAfter(target, kind === 'pop' ? savedY : undefined, pathChanged);
    } catch (error) {
      if (mine !== generation) return;
      pages.forget(key);
      progress?.fail();
      console.error('navigation failed, loading the page instead', error);
      const destination = error instanceof NavigationFailed && error.url ? error.url : url.href;
      if (kind === 'pop') win.location.replace(destination);
      else win.location.assign(destination);
    }
  }

  function scrollAfter(url: URL, savedY: number | undefined, pathChanged: boolean): void {
    const hash = fragmentOf(url);
    const action = scrollAction({ savedY, pathChanged, hash, hashExists: Boolean(hash && doc.getElementById(hash)), hasTabQuery: url.searchParams.has('tab') });
    // The stylesheet makes scrolling smooth unless the visitor prefers reduced motion.
    if (action.kind === 'restore') scrollTimer = win.setTimeout(() => win.scrollTo({ top: action.y, behavior: 'instant' }), action.delay);
    else if (action.kind === 'hash') doc.getElementById(action.id)?.scrollIntoView();
    else if (action.kind === 'top') scrollTimer = win.setTimeout(() => win.scrollTo({ top: 0 }), action.delay);
  }
  return true;
}
