import { paginate } from '../../core/pagination/paginate';
import type { PaginationModel } from '../../ui/components/models';

export function paginationModel(page: number, total: number, limit: number): PaginationModel {
  const { last, window, from, to } = paginate({ page, total, limit });
  return { page, last, window, from, to, total };
}
