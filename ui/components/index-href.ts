import type { IndexState } from './models';

/**
 * The URL of an index page in a given state. Defaults (page 1, no text, no order) are left out so
 * each state has one canonical URL; a change to filters, text or order goes back to page 1.
 */
export function indexHref(path: string, state: IndexState, change: Partial<IndexState> = {}): string {
  const resetsPage = 'text' in change || 'categories' in change || 'order' in change;
  const next: IndexState = { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
  const params = new URLSearchParams();
  if (next.text) params.set('text', next.text);
  for (const category of next.categories) params.append('category', category);
  if (next.order) params.set('order', next.order);
  if (next.tab) params.set('tab', next.tab);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
