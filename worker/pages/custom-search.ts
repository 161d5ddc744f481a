import { z } from 'zod';
import { htmlToText } from '../../core/sanitize/html-to-text';
import type { SiteConfig } from '../../core/site-config';
import type { SearchResult } from '../../ui/islands/SearchResults';
import { callProvider, type ProviderFetch } from '../forms/providers';

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
export async function customSearch(input: { config: SiteConfig; key: string | undefined; text: string; send: ProviderFetch }): Promise<SearchResult[]> {
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
