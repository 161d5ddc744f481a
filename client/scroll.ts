import { scrollAction } from '../ui/islands/scroll-rules';
import { fragmentOf } from './navigation/pages';

const KEY = 'tg:scroll';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The scroll rules (docs/product/views-and-states.md#scroll) for full page loads: back/forward restores, a hash scrolls to it. */
export function enhanceScroll(win: Window): void {
  const nav = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const url = new URL(win.location.href);
  const key = url.pathname + url.search;
  const referrerPath = win.document.referrer ? new URL(win.document.referrer).pathname : undefined;
  const saved = nav?.type === 'back_forward' ? savedPositions()[key] : undefined;
  const hash = fragmentOf(url);
  const action = scrollAction({
    savedY: saved,
    pathChanged: referrerPath !== url.pathname,
    hash,
    hashExists: Boolean(hash && win.document.getElementById(hash)),
    hasTabQuery: url.searchParams.has('tab'),
  });
  if (action.kind === 'restore') {
    win.history.scrollRestoration = 'manual';
    win.setTimeout(() => win.scrollTo(0, action.y), action.delay);
  } else if (action.kind === 'hash') {
    win.document.getElementById(action.id)?.scrollIntoView();
  }
  // A fresh load already starts at the top: the 'top' rule matters only to in-page navigations.
  win.addEventListener('pagehide', () => {
    const positions = savedPositions();
    positions[key] = win.scrollY;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(positions));
    } catch {
      // Storage full or disabled: restoration simply does not happen.
    }
  });
}
