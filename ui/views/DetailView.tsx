import { AttributeLines } from '../components/AttributeLines';
import { ContactInfo } from '../components/ContactInfo';
import { Contributions } from '../components/Contributions';
import { DeferredSection } from '../components/Deferred';
import { Embeds } from '../components/Embeds';
import { EntryDates } from '../components/EntryDates';
import { EntryImage } from '../components/EntryImage';
import { FeatureSlot } from '../components/FeatureSlot';
import { LinkButton } from '../components/LinkButton';
import { MapSlot } from '../components/MapSlot';
import { Measurements } from '../components/Measurements';
import type { AttributeLineModel, CardModel, ContactModel, ContributionModel, DateModel, EmbedModel, ImageModel, LinkModel, MeasurementsModel, PointModel, SafeHtml } from '../components/models';
import { NearbyPlaces } from '../components/NearbyPlaces';
import { RichText } from '../components/RichText';
import { TrailFacts, type TrailFactsProps } from '../components/TrailFacts';
import { useText } from '../components/text';

export interface DetailEntryModel {
  id: string;
  title: string;
  /** hide-name group: the title stays for assistive technology only. */
  hideName: boolean;
  type: { id: string; label: string };
  image?: ImageModel;
  dates: DateModel[];
  link?: LinkModel;
  intro?: SafeHtml;
  description?: SafeHtml;
  attributes: AttributeLineModel[];
  contact?: ContactModel;
  trail?: TrailFactsProps;
  point?: PointModel;
  /** Whether the entry has anything to draw on a map (a point or features). */
  mappable: boolean;
  zoom?: number;
  switches: { flythrough: boolean; measurements: boolean; profile: boolean };
}

export interface DetailViewProps {
  entry: DetailEntryModel;
  measurements?: MeasurementsModel;
  /** Secondary data: each is present only when the entry shows that section; each streams in. */
  nearby?: Promise<CardModel[]>;
  contributions?: Promise<ContributionModel[]>;
  embeds?: Promise<EmbedModel[]>;
}

export function DetailView({ entry, measurements, nearby, contributions, embeds }: DetailViewProps) {
  const t = useText();
  return (
    <article className={`view view--detail entry entry--${entry.type.id}`} data-entry={entry.id}>
      <header className="entry__header">
        <p className="entry__type">{entry.type.label}</p>
        <h1 className={entry.hideName ? 'visually-hidden' : undefined}>{entry.title}</h1>
        <EntryDates dates={entry.dates} />
        <RichText html={entry.intro} className="entry__intro" />
      </header>
      {entry.image ? <EntryImage image={entry.image} variant="figure" /> : null}
      <LinkButton link={entry.link} />
      {entry.trail ? <TrailFacts {...entry.trail} /> : null}
      <RichText html={entry.description} />
      <AttributeLines lines={entry.attributes} />
      <ContactInfo contact={entry.contact} />
      {entry.mappable ? (
        <MapSlot
          kind="entry"
          headingId="map-heading"
          places={entry.point ? [{ id: entry.id, title: entry.title, href: '#map-heading', point: entry.point }] : []}
          {...(entry.point ? { center: entry.point } : {})}
          {...(entry.zoom !== undefined ? { zoom: entry.zoom } : {})}
        />
      ) : null}
      {entry.switches.measurements ? <Measurements measurements={measurements} /> : null}
      {entry.switches.profile ? <FeatureSlot slot="profile" entryId={entry.id} /> : null}
      {entry.switches.flythrough ? <FeatureSlot slot="flythrough" entryId={entry.id} /> : null}
      {contributions ? (
        <DeferredSection headingId="contributions-heading" heading={t('detail.contributions')}>
          <Contributions contributions={contributions} />
        </DeferredSection>
      ) : null}
      {nearby ? (
        <DeferredSection headingId="nearby-heading" heading={t('detail.nearby')}>
          <NearbyPlaces nearby={nearby} />
        </DeferredSection>
      ) : null}
      {embeds ? (
        <DeferredSection headingId="embeds-heading" heading={t('detail.embeds')}>
          <Embeds embeds={embeds} />
        </DeferredSection>
      ) : null}
    </article>
  );
}
