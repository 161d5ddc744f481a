import type { ReactNode } from 'react';
import type { PaginationModel } from './models';
import { useText } from './text';

export interface PaginationProps {
  model: PaginationModel;
  hrefFor: (page: number) => string;
}

function Step({ page, current, last, href, children }: { page: number; current: number; last: number; href: string; children: ReactNode }) {
  // A step to the current page or outside 1..last is no step at all (docs/product/routes.md#pagination), so it is not a link.
  if (page === current || page < 1 || page > last) {
    return <span className="pagination__step is-disabled">{children}</span>;
  }
  return (
    <a className="pagination__step" href={href}>
      {children}
    </a>
  );
}

export function Pagination({ model, hrefFor }: PaginationProps) {
  const t = useText();
  const { page, last } = model;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__summary">{t('pagination.range', { from: model.from, to: model.to, total: model.total })}</p>
      {last > 1 ? (
        <ul className="pagination__list">
          <li>
            <Step page={1} current={page} last={last} href={hrefFor(1)}>
              {t('pagination.first')}
            </Step>
          </li>
          <li>
            <Step page={page - 1} current={page} last={last} href={hrefFor(page - 1)}>
              {t('pagination.previous')}
            </Step>
          </li>
          {model.window.map((n) => (
            <li key={n}>
              <a className="pagination__page" href={hrefFor(n)} {...(n === page ? { 'aria-current': 'page' as const } : {})}>
                <span className="visually-hidden">{t('pagination.page', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </a>
            </li>
          ))}
          <li>
            <Step page={page + 1} current={page} last={last} href={hrefFor(page + 1)}>
              {t('pagination.next')}
            </Step>
          </li>
          <li>
            <Step page={last} current={page} last={last} href={hrefFor(last)}>
              {t('pagination.last')}
            </Step>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
