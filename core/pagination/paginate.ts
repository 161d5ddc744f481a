// Index pagination maths (docs/product/routes.md#pagination). Pure numbers; the view decides how buttons look.

/** Three page buttons (docs/product/routes.md#pagination). */
const pageWindowSize = 3;

export interface Pagination {
  page: number;
  last: number;
  /** Page numbers of the button window, ascending, the current page centred where possible. */
  window: number[];
  /** Targets of the first/previous/next/last buttons; null where the button would not move. */
  first: number | null;
  previous: number | null;
  next: number | null;
  lastTarget: number | null;
  /** 1-based position of the first and last item on this page; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

/** Last page = max(1, ceil(total / limit)) (docs/product/content-api.md#responses). */
export function lastPage(total: number, limit: number): number {
  if (!(limit > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

function pageWindow(page: number, last: number, size = pageWindowSize): number[] {
  const count = Math.min(size, last);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), last - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

/** A requested page (possibly garbage from a query string) as a page in 1..last. */
function clampPage(page: unknown, last: number): number {
  const number = typeof page === 'string' ? Number(page) : page;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return 1;
  return Math.min(number, last);
}

export function paginate(input: { page: unknown; total: number; limit: number }): Pagination {
  const total = Math.max(0, Math.floor(input.total));
  const last = lastPage(total, input.limit);
  const page = clampPage(input.page, last);
  const from = total === 0 ? 0 : (page - 1) * input.limit + 1;
  return {
    page,
    last,
    window: pageWindow(page, last),
    first: page > 1 ? 1 : null,
    previous: page > 1 ? page - 1 : null,
    next: page < last ? page + 1 : null,
    lastTarget: page < last ? last : null,
    from,
    to: total === 0 ? 0 : Math.min(page * input.limit, total),
    total,
  };
}
