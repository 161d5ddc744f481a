import type { RouteMeta } from '../../core/routes/types';
import type { IndexState } from '../../ui/components/models';

/** What an index page asks the content service for (the shape contentFor(c).entries takes). */
export interface IndexContentQuery {
  type?: string[];
  text?: string;
  order?: string;
  page: number;
  limit: number;
  filters?: Record<string, string[]>;
  after?: Record<string, string>;
  group?: string;
}

export function indexContentQuery(meta: RouteMeta, state: IndexState, limit: number, today: string): IndexContentQuery {
  const query: IndexContentQuery = { page: state.page, limit };
  if (meta.types?.length) query.type = meta.types;
  if (state.text) query.text = state.text;
  // An index route may list one entity group (docs/product/routes.md#group-lists).
  if (meta.group) query.group = meta.group;
  const order = state.order ?? meta.defaultOrder;
  if (order) query.order = order;
  if (meta.categoriesElement && state.categories.length > 0) query.filters = { [meta.categoriesElement]: state.categories };
  // The events list only shows entries whose event date is later than today (docs/product/routes.md#upcoming-events).
  if (meta.upcomingOnly && meta.eventElement) query.after = { [meta.eventElement]: today };
  return query;
}
