import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import type { PageRenderer } from '../render/render-page';
import { detailPage } from './detail';
import { embedPage } from './embed';
import { homePage } from './home';
import { indexPage } from './index-page';
import { mapPage } from './map-page';
import { withPageForm } from './page-form';
import { MAP_ROUTE } from '../../core/map/map-types';

const loaders = { home: homePage, index: indexPage, detail: detailPage, embed: embedPage } as const;

/** The catch-all GET handler: the route's view picks the loader, `render` turns its page into the answer. */
export function pageHandler(render: PageRenderer) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const match = c.var.route;
    if (!match) throw new NotFound(new URL(c.req.url).pathname);
    // The map page is a detail route (docs/product/routes.md#views) whose page is the site's map.
    const loader = match.route.name === MAP_ROUTE && match.route.view === 'detail' ? mapPage : loaders[match.route.view];
    const page = await loader(c, match);
    return page instanceof Response ? page : render(c, withPageForm(c, match, page));
  };
}
