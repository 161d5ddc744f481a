import { ContactInfo } from '../components/ContactInfo';
import { Daylight, type DaylightModel } from '../components/Daylight';
import { Embeds } from '../components/Embeds';
import { EntryActions } from '../components/EntryActions';
import { EntryImage } from '../components/EntryImage';
import { ElevationProfile } from '../components/ElevationProfile';
import { EntryMap, Flythrough } from '../components/EntryMap';
import { Measurements, TrailFacts, type TrailFactsProps } from '../components/TrailFacts';
import type {
  AttributeLineModel,
  CardModel,
  ContactModel,
  ContributionModel,
  DateModel,
  EmbedModel,
  EntryMapModel,
  ImageModel,
  LinkModel,
  MeasurementsModel,
  ProfileModel,
  PromotionModel,
  SafeHtml,
} from '../components/models';
import { Promotions } from '../components/Promotions';
import { RichText } from '../components/RichText';
import type { EmbedCodeProps } from '../islands/EmbedCode';
import type { ShareModel } from '../components/ShareSheet';
import { useText } from '../components/text';
import type { ReactNode } from 'react';
import { EntryCard, CardList } from '../components/EntryCard';

export interface DetailEntryModel {
  id: string;
  title: string;
  /** hide-name group: the title stays for assistive technology only. */
  hideName: boolean;
  type: { id: string; label: string };
  image?: ImageModel;
  dates: DateModel[];
  /** A repeating event's next occurrences after `dates`. */
  furtherDates?: DateModel[];
  link?: LinkModel;
  intro?: SafeHtml;
  description?: SafeHtml;
  attributes: AttributeLineModel[];
  contact?: ContactModel;
  trail?: TrailFactsProps;
  /** Present when the entry has anything to draw on a map (a point or features). */
  map?: EntryMapModel;
  /** The day's sunrise and sunset at the route's start (docs/product/views-and-states.md#daylight). */
  daylight?: DaylightModel;
  /** Whether the entry has a route line: what a fly-through follows. */
  hasRoute: boolean;
  /** The map leads where the photo would, though the entry has no route: a site drawing maps for entries without photos. */
  mapFirst?: boolean;
  switches: { flythrough: boolean; measurements: boolean; profile: boolean };
  /** The page's iCalendar (events, itineraries): what "Add to calendar" downloads. */
  calendar?: string;
  /** The share panel's link: absent where the entry turns sharing off. */
  share?: ShareModel;
  /** The entry's embed code for other sites: offered where sharing is. */
  embed?: EmbedCodeProps;
}

export interface DetailViewProps {
  entry: DetailEntryModel;
  measurements?: MeasurementsModel;
  /** Present only when the page shows the elevation profile and the geo API answered one. */
  profile?: ProfileModel;
  /** The profile section's content rendered before (see ElevationProfile). */
  profileMarkup?: SafeHtml;
  /** Secondary data: each is present only when the entry shows that section. */
  nearby?: CardModel[];
  contributions?: ContributionModel[];
  embeds?: EmbedModel[];
  promotions?: PromotionModel[];
}

/** Kinds that are pages of the guide itself: their kind is no news to the visitor, so no eyebrow. */
const pageKinds = new Set(['home', 'informational', 'section', 'site', 'entry']);

export function DetailView({ entry, measurements, profile, profileMarkup, nearby, contributions, embeds, promotions }: DetailViewProps) {
  const t = useText();
  // A route is what a trail page is about: the walk comes first (docs/decisions/055-trail-page-reading-order.md).
  // On a phone: name, facts, one compact row of actions, the map picture, its elevation profile, then
  // the description and the practical lines, measurements and photos; related entries last. Other
  // entries lead with their picture and keep their map after the text; without a photo, on a site that
  // draws maps for them, with their map.
  const mapHero = Boolean(entry.map && (entry.hasRoute || entry.mapFirst));
  const share = entry.share ? { share: entry.share, ...(entry.embed ? { embed: entry.embed } : {}) } : undefined;
  const actions = (
    <EntryActions
      title={entry.title}
      {...(entry.link ? { link: entry.link } : {})}
      {...(entry.map?.directions ? { directions: entry.map.directions } : {})}
      {...(entry.map?.downloads ? { downloads: entry.map.downloads } : {})}
      // A page whose map draws features can be saved with its map for offline (docs/decisions/037-saved-guides.md).
      save={Boolean(entry.map?.map)}
      {...(entry.calendar ? { calendar: entry.calendar } : {})}
      {...(share ? { share } : {})}
    />
  );
  const profileSection = profile ? <ElevationProfile profile={profile} {...(profileMarkup ? { markup: profileMarkup } : {})} /> : null;
  return (
    <article className={`view view--detail entry entry--${entry.type.id}`} data-entry={entry.id}>
      <header className="entry__header">
        {pageKinds.has(entry.type.id) ? null : <p className="entry__type">{entry.type.label}</p>}
        <h1 className={entry.hideName ? 'visually-hidden' : undefined}>{entry.title}</h1>
        <EntryDates dates={entry.dates} />
        <FurtherDates dates={entry.furtherDates} />
        <RichText html={entry.intro} className="entry__intro" />
      </header>
      {mapHero ? (
        <>
          {entry.trail ? <TrailFacts {...entry.trail} /> : null}
          {actions}
          <EntryMap map={entry.map!} opensPage />
          {profileSection}
        </>
      ) : (
        <>
          {entry.image ? <EntryImage image={entry.image} variant="figure" /> : null}
          {entry.trail ? <TrailFacts {...entry.trail} /> : null}
          {actions}
        </>
      )}
      <RichText html={entry.description} />
      <AttributeLines lines={entry.attributes} />
      <Daylight daylight={entry.daylight} />
      <ContactInfo contact={entry.contact} />
      {mapHero || !entry.map ? null : <EntryMap map={entry.map} />}
      {entry.switches.measurements ? <Measurements measurements={measurements} /> : null}
      {mapHero ? null : profileSection}
      {mapHero && entry.image ? <EntryImage image={entry.image} variant="photo" /> : null}
      {entry.switches.flythrough && entry.hasRoute ? <Flythrough entryId={entry.id} measurements={measurements} /> : null}
      {contributions ? (
        <SecondarySection headingId="contributions-heading" heading={t('detail.contributions')} items={contributions}>
          {(items) => <Contributions items={items} />}
        </SecondarySection>
      ) : null}
      {nearby ? (
        <SecondarySection headingId="nearby-heading" heading={t('detail.nearby')} items={nearby}>
          {(items) => <NearbyPlaces nearby={items} />}
        </SecondarySection>
      ) : null}
      {embeds ? (
        <SecondarySection headingId="embeds-heading" heading={t('detail.embeds')} items={embeds}>
          {(items) => <Embeds items={items} />}
        </SecondarySection>
      ) : null}
      {promotions ? <Promotions promotions={promotions} /> : null}
    </article>
  );
}

interface SecondarySectionProps<T> {
  headingId: string;
  heading: string;
  items: T[];
  children: (items: T[]) => ReactNode;
}

/**
 * A secondary section of a detail page (contributions, nearby places, embeds), loaded beside the
 * view's own data. An empty one says nothing useful: it disappears instead of announcing "no items".
 */
function SecondarySection<T>({ headingId, heading, items, children }: SecondarySectionProps<T>) {
  if (items.length === 0) return null;
  return (
    <section className="deferred" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children(items)}
    </section>
  );
}

/** A repeating event's next occurrences after the one the page shows (docs/product/views-and-states.md#dates). */
function FurtherDates({ dates }: { dates: DateModel[] | undefined }) {
  const t = useText();
  if (!dates || dates.length === 0) return null;
  return (
    <div className="entry__further-dates">
      <p className="entry__further-dates-label" id="further-dates-label">
        {t('detail.furtherDates')}
      </p>
      <EntryDates dates={dates} className="dates dates--further" labelledBy="further-dates-label" />
    </div>
  );
}

/** The entry's detail-group attribute lines; the popup group belongs to the map's popups. */
function AttributeLines({ lines }: { lines: AttributeLineModel[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="attributes">
      {lines.map((line) => (
        <div key={line.label} className="attributes__line">
          <dt>{line.label}</dt>
          <dd dangerouslySetInnerHTML={line.value} />
        </div>
      ))}
    </dl>
  );
}

function Contributions({ items }: { items: ContributionModel[] }) {
  return (
    <ul className="cards cards--contributions">
      {items.map((item) => (
        <li key={item.card.id}>
          <EntryCard card={item.card} headingLevel={3} />
          {item.involved ? <p className="contribution__involved">{item.involved}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function NearbyPlaces({ nearby }: { nearby: CardModel[] }) {
  return <CardList cards={nearby} headingLevel={3} announceEmpty={false} />;
}

export function EntryDates({ dates, className = 'dates', labelledBy }: { dates: DateModel[] | undefined; className?: string; labelledBy?: string }) {
  if (!dates || dates.length === 0) return null;
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {dates.map((date) => (
        <li key={`${date.start}-${date.text}`}>
          <time dateTime={date.start}>{date.text}</time>
        </li>
      ))}
    </ul>
  );
}
