// The initial bundle: small vanilla enhancers for the server-rendered islands. Heavy islands (the
// map) load as separate chunks only on pages that show them.
import { enhanceMenu } from './menu';
import { enhanceNewsletter } from './newsletter';
import { enhanceProgress } from './progress';
import { enhanceScroll } from './scroll';
import { enhanceSearch } from './search';

enhanceMenu(document);
enhanceSearch(document);
enhanceProgress(document);
enhanceNewsletter(document);
enhanceScroll(window);
