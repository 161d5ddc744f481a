import type { PaginationModel } from '../../ui/components/models';

/** SPEC 9: three page buttons. */
const WINDOW = 3;

/** Last page = max(1, ceil(total / limit)) (SPEC 7); the window keeps the current page centred where it can. */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

export function paginationModel(page: number, total: number, limit: number): PaginationModel {
  const last = lastPage(total, limit);
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), last - WINDOW + 1));
  const window = Array.from({ length: Math.min(WINDOW, last) }, (_, i) => start + i);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  return { page, last, window, from, to: Math.min(page * limit, total), total };
}
