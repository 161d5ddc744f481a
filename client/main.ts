// The page-wide script, kept small: the menu, progress bar and scroll enhancers, and the island
// runtime, which loads React and each island's chunk only when that island is due.
import { startIslands } from './islands/start';
import { enhanceMenu } from './menu';
import { enhanceNotices } from './notices';
import { enhanceProgress } from './progress';
import { enhanceScroll } from './scroll';

enhanceMenu(document);
enhanceNotices(document, storageOf(window));
const progress = enhanceProgress(document);
enhanceScroll(window);
startIslands(document, { progress });

/** localStorage, or nothing where the browser refuses it (blocked cookies throw on access). */
function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}
