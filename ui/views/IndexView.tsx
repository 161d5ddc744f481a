import { CardList } from '../components/CardList';
import { IndexFilters } from '../components/IndexFilters';
import { indexHref } from '../components/index-href';
import { MapSlot } from '../components/MapSlot';
import type { CardModel, CategoryFilterModel, IndexState, OptionModel, PaginationModel, PointModel, SafeHtml, Tab } from '../components/models';
import { Pagination } from '../components/Pagination';
import { RichText } from '../components/RichText';
import { Tabs } from '../components/Tabs';
import { useText } from '../components/text';

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
  map?: { center?: PointModel; zoom?: number };
}

export function IndexView(props: IndexViewProps) {
  const t = useText();
  const { path, state, tab, cards, pagination } = props;
  return (
    <div className={`view view--index view--tab-${tab}`}>
      <header className="view__header">
        <h1>{props.title}</h1>
        {tab === 'initial' ? <RichText html={props.intro} /> : null}
      </header>
      <Tabs path={path} state={state} tabs={props.tabs} current={tab} />
      <IndexFilters path={path} state={state} categories={props.categories} orders={props.orders} {...(props.defaultOrder ? { defaultOrder: props.defaultOrder } : {})} />
      {tab === 'map' ? (
        <MapSlot kind="index" headingId="results-heading" places={cards} {...(props.map?.center ? { center: props.map.center } : {})} {...(props.map?.zoom !== undefined ? { zoom: props.map.zoom } : {})} {...(props.downloads ? { downloads: props.downloads } : {})} />
      ) : (
        <section className="results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            {t('results.heading')}
          </h2>
          <CardList cards={cards} headingLevel={3} />
        </section>
      )}
      {cards.length > 0 ? <Pagination model={pagination} hrefFor={(page) => indexHref(path, state, { page })} /> : null}
    </div>
  );
}
