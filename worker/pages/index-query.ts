import * as z from 'zod';
import { isSearchable } from '../../core/validation/patterns';
import type { IndexState, Tab, PaginationModel } from '../../ui/components/models';
import type { RouteMeta } from '../../core/routes/types';
import { paginate } from '../../core/pagination/paginate';

export interface IndexQueryRules {
  tabs: readonly Tab[];
  orders: readonly string[];
}

/** At most this many category filters (docs/product/routes.md#category-filters). */
const MAX_CATEGORIES = 20;

const categoryId = z.string().regex(/^[\w.-]{1,64}$/);

export type PageParam = { kind: 'none' } | { kind: 'valid'; page: number } | { kind: 'invalid' };

/**
 * The index page's query, read leniently: unknown tabs and orders and malformed category ids are
 * dropped rather than refused, because they come from old links and hand-edited URLs, and a list
 * without that one part is the most useful answer.
 */
export function parseIndexQuery(params: URLSearchParams, rules: IndexQueryRules): { state: IndexState; pageParam: PageParam } {
  const text = (params.get('text') ?? '').trim();
  const categories = [...new Set(params.getAll('category').flatMap((value) => value.split(',')))]
    .map((value) => value.trim())
    .filter((value) => categoryId.safeParse(value).success)
    .slice(0, MAX_CATEGORIES);
  const order = params.get('order') ?? undefined;
  const tab = params.get('tab') ?? undefined;
  const pageParam = parsePage(params.get('page'));
  const state: IndexState = {
    text: isSearchable(text) ? text.slice(0, 200) : '',
    categories,
    page: pageParam.kind === 'valid' ? pageParam.page : 1,
    ...(order && rules.orders.includes(order) ? { order } : {}),
    ...(tab && (rules.tabs as readonly string[]).includes(tab) ? { tab: tab as Tab } : {}),
  };
  return { state, pageParam };
}

function parsePage(raw: string | null): PageParam {
  if (raw === null) return { kind: 'none' };
  if (!/^\d{1,6}$/.test(raw)) return { kind: 'invalid' };
  const page = Number(raw);
  return page >= 1 ? { kind: 'valid', page } : { kind: 'invalid' };
}

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

export function paginationModel(page: number, total: number, limit: number): PaginationModel {
  const { last, window, from, to } = paginate({ page, total, limit });
  return { page, last, window, from, to, total };
}
