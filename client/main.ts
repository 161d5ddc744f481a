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

enhanceMenu(document);
enhanceNotices(document, storageOf(window));
enhanceDownloads(document);
enhanceShareSheets(document);
const progress = enhanceProgress(document);
enhanceScroll(window);
startOffline(window);
const services = { progress, post: postJson };
const start = (scope: ParentNode) => {
  enhanceOffline(scope);
  showShareTools(scope);
  return startIslands(scope, services);
};
if (!enhanceNavigation(window, { progress, startIslands: start })) start(document);

/** localStorage, or nothing where the browser refuses it (blocked cookies throw on access). */
function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
