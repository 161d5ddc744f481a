import { Island } from '../islands/Island';
import type { EmbedCodeProps } from '../islands/EmbedCode';
import { CardList } from '../components/EntryCard';
import { indexHref } from '../components/index-href';
import { MapSlot } from '../components/MapSlot';
import type { CardModel, CategoryFilterModel, IndexState, MapModel, OptionModel, PaginationModel, PromotionModel, SafeHtml, Tab } from '../components/models';
import { Pagination } from '../components/Pagination';
import { Promotions } from '../components/Promotions';
import { RichText } from '../components/RichText';
import { useText } from '../components/text';
import { searchMinimumLength } from '../../core/validation/patterns';

export interface IndexViewProps {
  title: string;
  intro?: SafeHtml;
  path: string;
  state: IndexState;
  tabs: Tab[];
  /** The tab shown: state.tab when valid for this route, else the route's first tab. */
  tab: Tab;
  orders: OptionModel[];
  defaultOrder?: string;
  categories: CategoryFilterModel | null;
  cards: CardModel[];
  pagination: PaginationModel;
  downloads?: { geojson: string; gpx: string };
  /** The upcoming-events list's iCalendar (its filters kept): what "Subscribe to these events" links to. */
  calendar?: string;
  /** The map of the map tab and of the initial tab's split view. */
  map?: MapModel;
  promotions?: PromotionModel[];
  /** Embed code for the listed entries (an island). */
  embed?: EmbedCodeProps;
}

export function IndexView(props: IndexViewProps) {
  const { path, state, tab, cards, pagination } = props;
  const t = useText();
  return (
    <div className={`view view--index view--tab-${tab}`}>
      <header className="view__header">
        <h1>{props.title}</h1>
        {tab === 'initial' ? <RichText html={props.intro} /> : null}
        {props.calendar ? (
          <p className="view__calendar">
            <a href={props.calendar} type="text/calendar">
              {t('index.subscribeCalendar')}
            </a>
          </p>
        ) : null}
      </header>
      <Tabs path={path} state={state} tabs={props.tabs} current={tab} />
      <IndexFilters path={path} state={state} categories={props.categories} orders={props.orders} {...(props.defaultOrder ? { defaultOrder: props.defaultOrder } : {})} />
      {tab === 'map' && props.map ? (
        <MapSlot headingId="map-heading" places={cards} map={props.map} {...(props.downloads ? { downloads: props.downloads } : {})} />
      ) : tab === 'initial' && props.map ? (
        <div className="index-split">
          <div className="results results--rows">
            <CardList cards={cards} headingLevel={2} />
          </div>
          <MapSlot headingId="map-heading" places={cards} map={props.map} layout="split" {...(props.downloads ? { downloads: props.downloads } : {})} />
        </div>
      ) : (
        <div className="results">
          <CardList cards={cards} headingLevel={2} />
        </div>
      )}
      {cards.length > 0 ? <Pagination model={pagination} hrefFor={(page) => indexHref(path, state, { page })} /> : null}
      {props.embed ? <Island name="embed" load="interaction" props={props.embed} /> : null}
      {props.promotions ? <Promotions promotions={props.promotions} /> : null}
    </div>
  );
}

/** Shorter searches (trimmed) are ignored (docs/product/routes.md#search). */

interface IndexFiltersProps {
  path: string;
  state: IndexState;
  categories: CategoryFilterModel | null;
  orders: OptionModel[];
  /** The order used when the query names none, so the select shows what the list really is. */
  defaultOrder?: string;
}

/** A plain GET form: filtering, searching and sorting all work with JavaScript off. */
function IndexFilters({ path, state, categories, orders, defaultOrder }: IndexFiltersProps) {
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

interface TabsProps {
  path: string;
  state: IndexState;
  tabs: Tab[];
  current: Tab;
}

/** Tabs are links carrying ?tab=, so each tab is a real page that works without JavaScript. */
function Tabs({ path, state, tabs, current }: TabsProps) {
  const t = useText();
  if (tabs.length < 2) return null;
  return (
    <nav className="tabs" aria-label={t('tab.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <a href={indexHref(path, state, { tab, page: 1 })} {...(tab === current ? { 'aria-current': 'page' as const } : {})}>
              {t(`tab.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
