import { withParams } from '../../core/query-string';
import type { IndexState } from './models';

/**
 * The URL of an index page in a given state. Defaults (page 1, no text, no order) are left out so
 * each state has one canonical URL; a change to filters, text or order goes back to page 1.
 */
export function indexHref(path: string, state: IndexState, change: Partial<IndexState> = {}): string {
  const resetsPage = 'text' in change || 'categories' in change || 'order' in change;
  const next: IndexState = { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
  return withParams(path, {
    text: next.text || undefined,
    category: next.categories,
    order: next.order || undefined,
    tab: next.tab || undefined,
    page: next.page > 1 ? next.page : undefined,
  });
}
