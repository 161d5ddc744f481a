import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { isSearchable } from '../../core/validation/patterns';
import type { SearchResult } from '../../ui/islands/SearchResults';
import type { CardModel } from '../../ui/components/models';
import { SearchView } from '../../ui/views/SearchView';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { log } from '../ops/log';
import { searchEnabled } from '../render/layout-data';
import { renderPage } from '../render/render-page';
import { withText } from './page-text';
import { cardModel } from './shape/card';
import { shapeContext } from './shape/context';
import { errorMessage } from '../../core/error-message';

/**
 * Content search over the site's search types, at most the configured top limit (SPEC 7). A failing
 * backend gives no results rather than an error (SPEC 8).
 */
async function search(c: Context<AppEnv>, text: string): Promise<CardModel[]> {
  const ctx = shapeContext(c);
  const { config } = ctx;
  if (!isSearchable(text)) return [];
  try {
    const list = await c.var.content.entries({ type: config.search.content.types, text, limit: config.search.limit });
    return list.index.map((entry) => cardModel(entry, ctx));
  } catch (error) {
    log('warn', 'search.failed', { site: config.id, message: errorMessage(error) });
    return [];
  }
}

/**
 * GET /search?text= (or ?q=, the name other sites' search boxes use): a results page of cards, or
 * { results } (title and url) for the search panel (Accept: application/json).
 */
export async function searchHandler(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.get('site');
  if (!searchEnabled(config)) throw new NotFound('search');
  const text = (c.req.query('text') ?? c.req.query('q') ?? '').trim();
  const cards = await search(c, text);
  if ((c.req.header('accept') ?? '').includes('application/json')) {
    const results: SearchResult[] = cards.map((card) => ({ title: card.title, url: card.href }));
    return c.json({ results }, 200, { 'Cache-Control': `public, max-age=0, s-maxage=${config.cache.dynamic}` });
  }
  const { locale } = c.var;
  const heading = t(locale, 'search.results');
  return renderPage(c, {
    head: { title: heading, noindex: true },
    body: withText(shapeContext(c), <SearchView heading={heading} text={text} cards={cards} />),
  });
}
