// The page-wide script, kept small: the menu, progress bar and scroll enhancers, and the island
// runtime, which loads React and each island's chunk only when that island is due.
import { startIslands } from './islands/start';
import { enhanceMenu } from './menu';
import { enhanceProgress } from './progress';
import { enhanceScroll } from './scroll';

enhanceMenu(document);
const progress = enhanceProgress(document);
enhanceScroll(window);
startIslands(document, { progress });
