import { t } from '../i18n/t';
import type { Pagination } from './paginate';

/** 'from - to of total items' in the visitor's language (numbers in en-US form). */
export function rangeText(locale: string, pagination: Pick<Pagination, 'from' | 'to' | 'total'>): string {
  return t(locale, 'pagination.range', { from: pagination.from, to: pagination.to, total: pagination.total });
}
