import type { Context } from 'hono';
import { errorMessage } from '../../core/error-message';
import { t } from '../../core/i18n/t';
import { isSearchable } from '../../core/validation/patterns';
import type { CardModel } from '../../ui/components/models';
import type { SearchResult } from '../../ui/islands/SearchResults';
import { SearchView } from '../../ui/views/SearchView';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { providerFetch, callProvider, type ProviderFetch } from '../forms/providers';
import { log } from '../ops/log';
import { searchEnabled } from '../render/layout-data';
import { renderPage } from '../render/render-page';
import { withText, modelContext } from './models/context';
import { cardModel } from './models/card';
import * as z from 'zod';
import { htmlToText } from '../../core/sanitize/sanitize-html';
import type { SiteConfig } from '../../core/site-config';

interface Found {
  /** Entries of the site's own content, shown as cards. */
  cards: CardModel[];
  /** The custom provider's hits (title and link only), shown as a list after the cards. */
  links: SearchResult[];
}

/** A backend that fails gives no results rather than an error (docs/product/routes.md#search). */
function orNothing<T>(c: Context<AppEnv>, backend: string, run: () => Promise<T[]>): Promise<T[]> {
  return run().catch((error: unknown) => {
    log('warn', 'search.failed', { site: c.var.site.config.id, backend, message: errorMessage(error) });
    return [];
  });
}

/** Every enabled backend: content over the site's search types (docs/product/routes.md#search), then the custom provider. */
async function search(c: Context<AppEnv>, text: string): Promise<Found> {
  const ctx = modelContext(c);
  const { config } = ctx;
  if (!isSearchable(text)) return { cards: [], links: [] };
  const [cards, links] = await Promise.all([
    config.search.content.enabled
      ? orNothing(c, 'content', async () => (await c.var.content.entries({ type: config.search.content.types, text, limit: config.search.limit })).index.map((entry) => cardModel(entry, ctx)))
      : [],
    config.search.custom.enabled ? orNothing(c, 'custom', () => customSearch({ config, key: c.var.secrets.searchKey, text, send: providerFetch(c.env, c.var.environment) })) : [],
  ]);
  return { cards, links };
}

/**
 * GET /search?text= (or ?q=, the name other sites' search boxes use): a results page of cards, or
 * { results } (title and url) for the search panel (Accept: application/json).
 */
export async function searchHandler(c: Context<AppEnv>): Promise<Response> {
  const { config } = c.get('site');
  if (!searchEnabled(config)) throw new NotFound('search');
  const text = (c.req.query('text') ?? c.req.query('q') ?? '').trim();
  const { cards, links } = await search(c, text);
  if ((c.req.header('accept') ?? '').includes('application/json')) {
    const results: SearchResult[] = [...cards.map((card) => ({ title: card.title, url: card.href })), ...links];
    return c.json({ results }, 200, { 'Cache-Control': `public, max-age=0, s-maxage=${config.cache.dynamic}` });
  }
  const heading = t(c.var.locale, 'search.results');
  return renderPage(c, {
    head: { title: heading, noindex: true },
    body: withText(modelContext(c), <SearchView heading={heading} text={text} cards={cards} links={links} />),
  });
}

const TIMEOUT_MS = 5000;

/** The provider's items (docs/product/routes.md#search), each an htmlTitle and a link; not paginated. */
const answerSchema = z.object({
  items: z.array(z.object({ htmlTitle: z.string(), link: z.url({ protocol: /^https?$/ }) })).optional(),
});

/**
 * The custom site search provider (docs/product/routes.md#search: cx, fields, key, q), asked by the worker so the key never
 * reaches a browser. Titles arrive as HTML and leave as text. Any failure (no key, an error status,
 * an answer of another shape, no answer in time) throws; the caller shows no results (docs/product/texts-and-errors.md#error-catalogue).
 */
async function customSearch(input: { config: SiteConfig; key: string | undefined; text: string; send: ProviderFetch }): Promise<SearchResult[]> {
  const { custom, limit } = input.config.search;
  if (!input.key || !custom.engineId) throw new Error('custom search: no engine id or key configured');
  const url = new URL(custom.url);
  url.searchParams.set('cx', custom.engineId);
  url.searchParams.set('fields', 'items(htmlTitle,link)');
  url.searchParams.set('key', input.key);
  url.searchParams.set('q', input.text);
  const res = await callProvider(input.send, new Request(url, { headers: { Accept: 'application/json' } }), TIMEOUT_MS);
  if (!res.ok) throw new Error(`custom search: ${res.status}`);
  const answer = answerSchema.parse(await res.json());
  return (answer.items ?? []).slice(0, limit).map((item) => ({ title: htmlToText(item.htmlTitle), url: item.link }));
}
