import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { detailPage } from './detail';
import { embedPage } from './embed';
import { homePage } from './home';
import { indexPage } from './index-page';
import { routeMatch } from './route-match';

/** The catch-all GET handler after routing: the matched route's view picks the loader. */
export async function pageHandler(c: Context<AppEnv>): Promise<Response> {
  const match = routeMatch(c);
  switch (match.route.view) {
    case 'home':
      return homePage(c, match);
    case 'index':
      return indexPage(c, match);
    case 'detail':
      return detailPage(c, match);
    case 'embed':
      return embedPage(c, match);
  }
}
