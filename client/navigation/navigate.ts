import type { ProgressModel } from '../../ui/islands/progress-model';
import { scrollAction } from '../../ui/islands/scroll-rules';
import { NavigationFailed } from './fetch-page';
import { focusNewPage } from './focus';
import { linkOf, navigableUrl, pageKey } from './links';
import { PageCache } from './page-cache';
import { swapPage } from './swap';

/** The fragment as an id; a malformed escape is taken literally. */
function fragmentOf(url: URL): string | undefined {
  const raw = url.hash.slice(1);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
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
  if (!doc.querySelector('main#main')) return false;
  const pages = new PageCache();
  // At first the page's own islands (those of the main region stop with it), later the swapped-in main's.
  let stopMainIslands = startIslands(doc);
  let current = new URL(win.location.href);
  let generation = 0;
  let scrollTimer: number | undefined;
  let saveTimer: number | undefined;

  win.history.scrollRestoration = 'manual';
  const saveScroll = () => win.history.replaceState({ ...(win.history.state as object | null), y: win.scrollY } satisfies EntryState, '');
  saveScroll();
  win.addEventListener('scroll', () => {
    win.clearTimeout(saveTimer);
    saveTimer = win.setTimeout(saveScroll, SAVE_SCROLL_MS);
  }, { passive: true });

  const prefetch = (event: Event) => {
    const link = linkOf(event);
    const url = link && navigableUrl(link);
    if (url) pages.get(pageKey(url)).catch(() => {});
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) doc.addEventListener(type, prefetch, { passive: true, capture: true });

  doc.addEventListener('click', (event) => {
    const link = linkOf(event);
    const url = link && navigableUrl(link, event);
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
      const oldMain = doc.querySelector<HTMLElement>('main#main')!;
      const newMain = swapPage(doc, next, target.href);
      stopMainIslands(oldMain);
      stopMainIslands = startIslands(newMain);
      // A link to the page itself keeps its history entry.
      if (kind === 'push' && target.href !== win.location.href) win.history.pushState({ y: 0 } satisfies EntryState, '', target.href);
      else if (target.href !== win.location.href) win.history.replaceState(win.history.state, '', target.href);
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
