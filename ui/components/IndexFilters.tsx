import { searchMinimumLength } from '../../core/validation/patterns';
import { indexHref } from './index-href';
import type { CategoryFilterModel, IndexState, OptionModel } from './models';
import { useText } from './text';

/** Shorter searches (trimmed) are ignored (docs/product/routes.md#search). */

export interface IndexFiltersProps {
  path: string;
  state: IndexState;
  categories: CategoryFilterModel | null;
  orders: OptionModel[];
  /** The order used when the query names none, so the select shows what the list really is. */
  defaultOrder?: string;
}

/** A plain GET form: filtering, searching and sorting all work with JavaScript off. */
export function IndexFilters({ path, state, categories, orders, defaultOrder }: IndexFiltersProps) {
  const t = useText();
  const hasMore = (categories?.options.length ?? 0) > 0 || orders.length > 1;
  const filtered = state.text !== '' || state.categories.length > 0 || state.order !== undefined;
  return (
    <form className="filters" method="get" action={path} role="search" aria-label={t('filters.label')}>
      {state.tab ? <input type="hidden" name="tab" value={state.tab} /> : null}
      <div className="filters__field">
        <label htmlFor="filters-text">{t('search.label')}</label>
        <input id="filters-text" type="search" name="text" defaultValue={state.text} minLength={searchMinimumLength} autoComplete="off" aria-describedby="filters-text-hint" />
        <p id="filters-text-hint" className="filters__hint">
          {t('search.minimum', { count: searchMinimumLength })}
        </p>
      </div>
      {hasMore ? (
      <details className="filters__more" {...(state.categories.length > 0 || state.order !== undefined ? { open: true } : {})}>
        <summary className="filters__summary">{t('filters.label')}</summary>
        <div className="filters__panel">
          {categories && categories.options.length > 0 ? (
            <fieldset className="filters__categories">
              <legend>{categories.label}</legend>
              {categories.options.map((option) => (
                <label key={option.value} className="filters__option">
                  <input type="checkbox" name="category" value={option.value} defaultChecked={state.categories.includes(option.value)} /> {option.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {orders.length > 1 ? (
            <div className="filters__field">
              <label htmlFor="filters-order">{t('order.label')}</label>
              <select id="filters-order" name="order" defaultValue={state.order ?? defaultOrder}>
                {orders.map((order) => (
                  <option key={order.value} value={order.value}>
                    {order.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      </details>
      ) : null}
      <div className="filters__actions">
        <button type="submit">{t('filters.apply')}</button>
        {filtered ? (
          <a className="filters__clear" href={indexHref(path, { text: '', categories: [], page: 1, ...(state.tab ? { tab: state.tab } : {}) })}>
            {t('filters.clear')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
