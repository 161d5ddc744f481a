import { Island } from '../islands/Island';
import type { EmbedCodeProps } from '../islands/EmbedCode';
import { CardList } from '../components/CardList';
import { IndexFilters } from '../components/IndexFilters';
import { indexHref } from '../components/index-href';
import { MapSlot } from '../components/MapSlot';
import type { CardModel, CategoryFilterModel, IndexState, MapModel, OptionModel, PaginationModel, PromotionModel, SafeHtml, Tab } from '../components/models';
import { Pagination } from '../components/Pagination';
import { Promotions } from '../components/Promotions';
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
