import type { SearchResult } from './SearchResults';

/**
 * The results of GET /search with Accept: application/json ({ results: [{ title, url }] }) as the
 * panel shows them. Entries that are not a title with a site path or an http(s) link (the custom
 * provider's results) are dropped, and an unreadable answer counts as no results (docs/product/texts-and-errors.md#error-catalogue).
 */
export function searchAnswer(body: unknown): SearchResult[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter((result): result is SearchResult => {
    const { title, url } = (result ?? {}) as { title?: unknown; url?: unknown };
    return typeof title === 'string' && typeof url === 'string' && ((url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^/]/i.test(url));
  });
}
