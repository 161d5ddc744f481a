import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { isSearchable } from '../../core/validation/patterns';
import { SearchResults, type SearchResult } from '../../ui/islands/SearchResults';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { log } from '../ops/log';
import { searchEnabled } from '../render/layout-data';
import { renderPage } from '../render/render-page';
import { entryPath } from './shape/card';
import { shapeContext } from './shape/context';
import { errorMessage } from '../../core/error-message';
import { providerFetch } from '../forms/providers';
import { siteSecrets } from '../tenancy/site-secrets';
import { customSearch } from './custom-search';

/** Content search over the site's search types, at most the configured top limit (SPEC 7). */
async function contentSearch(c: Context<AppEnv>, text: string): Promise<SearchResult[]> {
  const ctx = shapeContext(c);
  const list = await c.var.content.entries({ type: ctx.config.search.content.types, text, limit: ctx.config.search.limit });
  return list.index.map((entry) => ({ title: entry.title, url: entryPath(ctx, entry) }));
}

/**
 * Every enabled backend (content first, then the custom provider). A failing backend gives no results
 * rather than an error (SPEC 8).
 */
async function search(c: Context<AppEnv>, text: string): Promise<SearchResult[]> {
  const { config } = c.var.site;
  if (!isSearchable(text)) return [];
  const backends: [string, () => Promise<SearchResult[]>][] = [];
  if (config.search.content.enabled) backends.push(['content', () => contentSearch(c, text)]);
  if (config.search.custom.enabled) {
    backends.push(['custom', () => customSearch({ config, key: siteSecrets(c.env, config.id).searchKey, text, send: providerFetch(c.env) })]);
  }
  const found = await Promise.all(
    backends.map(([backend, run]) =>
      run().catch((error: unknown) => {
        log('warn', 'search.failed', { site: config.id, backend, message: errorMessage(error) });
        return [];
      }),
    ),
  );
  return found.flat();
}

/** GET /search?text=: a results page, or { results } for the search panel (Accept: application/json). */
export async function searchHandler(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.get('site');
  if (!searchEnabled(config)) throw new NotFound('search');
  const text = (c.req.query('text') ?? '').trim();
  const results = await search(c, text);
  if ((c.req.header('accept') ?? '').includes('application/json')) {
    return c.json({ results }, 200, { 'Cache-Control': `public, max-age=0, s-maxage=${config.cache.dynamic}` });
  }
  const { locale } = c.var;
  const heading = t(locale, 'search.results');
  return renderPage(c, {
    head: { title: heading, noindex: true },
    body: <SearchResults heading={heading} text={text} results={results} empty={t(locale, 'no_results')} />,
  });
}
