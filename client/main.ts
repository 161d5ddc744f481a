// The page-wide script, kept small: the menu, notices, downloads, the share panel, progress bar, scroll and navigation enhancers, offline
// (the service worker, forms kept offline), and the island runtime, which loads React and each island's chunk only when
// that island is due.
import { enhanceDownloads } from './downloads';
import { postJson } from './forms/post-json';
import { startIslands } from './islands/start';
import { enhanceMenu } from './menu';
import { enhanceNotices } from './notices';
import { enhanceNavigation } from './navigation/navigate';
import { enhanceOffline, startOffline } from './offline/start';
import { enhanceProgress } from './progress';
import { enhanceScroll } from './scroll';
import { enhanceShareSheets, showShareTools } from './share-sheet';

const progress = enhanceProgress(document);
const services = { progress, post: postJson };
const start = (scope: ParentNode) => {
  enhanceOffline(scope);
  showShareTools(scope);
  return startIslands(scope, services);
};
// Each step in a task of its own: run as one, the page's enhancers held the main thread for one long
// task while the page loaded (the first read of storage alone waits on the browser), which is what a
// phone's visitor feels as a page that does not answer. The menu and the notices come first, before
// the visitor can reach for them.
inTurn([
  () => enhanceMenu(document),
  () => enhanceNotices(document, storageOf(window)),
  () => {
    enhanceDownloads(document);
    enhanceShareSheets(document);
  },
  () => enhanceScroll(window),
  () => startOffline(window),
  () => {
    if (!enhanceNavigation(window, { progress, startIslands: start })) start(document);
  },
]);

/**
 * Runs the steps in order, each in a task of its own (the script's own evaluation is one more). A
 * message to itself, not a timer: nested timers are clamped to 4 ms each, and a paused clock (a test's,
 * a background tab's) would hold the page unenhanced.
 */
function inTurn(steps: readonly (() => void)[]): void {
  const channel = new MessageChannel();
  let next = 0;
  channel.port1.onmessage = () => {
    steps[next++]?.();
    if (next < steps.length) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port2.postMessage(null);
}

/** localStorage, or nothing where the browser refuses it (blocked cookies throw on access). */
function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
