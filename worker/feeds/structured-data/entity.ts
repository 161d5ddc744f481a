import type { Article, Event, Organization, Place as AnyPlace, TouristTrip, GeoCoordinates, PostalAddress, Offer } from 'schema-dts';
import type { Entry, Contact } from '../../../core/content-shapes';
import { type DateRange, dateRanges } from '../../../core/entry/dates';
import { elementByRole } from '../../../core/entry/elements';
import { keptGeoFeatures } from '../../pages/models/kept-elements';
import type { DerivedType } from '../../../core/entry/ids';
import { firstPosition } from '../../../core/entry/location';
import type { EntryModel } from '../../../core/entry/model';
import { entryText } from '../../../core/entry/text';
import type { SiteConfig } from '../../../core/site-config';
import type { ModelContext } from '../../pages/models/context';
import type { LngLat } from '../../../core/entry/location';
import { contactRef } from '../../pages/models/contact';

export interface EntityInput {
  entry: Entry;
  model: EntryModel;
  ctx: ModelContext;
  /** The page's canonical URL. */
  url: string;
  origin: string;
  description: string;
  /** Absolute; absent when only the placeholder stands in. */
  image?: string;
  /** An itinerary's stops in order, with their page URLs. */
  stops?: readonly { entry: Entry; model: EntryModel; url: string }[];
}

/** Located kinds and the most specific schema.org type Google reads for them. */
const placeTypes = {
  place: 'TouristAttraction',
  activity: 'TouristAttraction',
  trail: 'TouristAttraction',
  territory: 'TouristAttraction',
  lodging: 'LodgingBusiness',
  food: 'FoodEstablishment',
  shopping: 'Store',
  park: 'Park',
} as const satisfies Partial<Record<DerivedType, string>>;

type PlaceType = (typeof placeTypes)[keyof typeof placeTypes] | 'Place';
type Place = Exclude<AnyPlace, string>;

function placeNode(type: PlaceType, input: Pick<EntityInput, 'entry' | 'model' | 'ctx'> & { url?: string }): Place {
  const { entry, model, ctx } = input;
  const contact = inlineContact(entry, ctx.config);
  const address = postalAddress(contact, ctx.config);
  const phone = telephone(contact);
  // A trail has no location point: it is found where its route starts.
  const start =
    model.point ??
    keptGeoFeatures(elementByRole(entry, ctx.config.ids, 'route'))
      .map(firstPosition)
      .find((position) => position !== undefined);
  return {
    '@type': type,
    name: entry.title,
    ...(input.url ? { url: input.url } : {}),
    ...(start ? { geo: geoCoordinates(start) } : {}),
    ...(address ? { address } : {}),
    ...(phone ? { telephone: phone } : {}),
  } as Place;
}

/** The occurrence the page shows, else (a past event) its last range: an Event must have a start. */
function eventRange(entry: Entry, model: EntryModel, config: SiteConfig): DateRange | undefined {
  if (model.date) return model.date;
  const element = elementByRole(entry, config.ids, 'event');
  return element?.type === 'datetime' ? dateRanges(element).at(-1) : undefined;
}

function eventNode(input: EntityInput): Event | undefined {
  const { entry, model, ctx, url } = input;
  const range = eventRange(entry, model, ctx.config);
  if (!range) return undefined;
  const contact = inlineContact(entry, ctx.config);
  const location = placeNode('Place', input);
  const offer = offerFromPricing(entryText(entry, ctx.config.ids, 'pricing', ctx.locale)?.value, url);
  const organizer: Organization | undefined = contact?.organization ? { '@type': 'Organization', name: contact.organization, ...(contact.url ? { url: contact.url } : {}) } : undefined;
  return {
    '@type': 'Event',
    name: entry.title,
    url,
    startDate: range.start,
    ...(range.end ? { endDate: range.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { ...location, name: contact?.locations?.[0]?.name ?? entry.title },
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    ...(offer ? { offers: offer } : {}),
    ...(organizer ? { organizer } : {}),
  };
}

function tripNode(input: EntityInput): TouristTrip {
  const stops = input.stops ?? [];
  return {
    '@type': 'TouristTrip',
    name: input.entry.title,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(stops.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            numberOfItems: stops.length,
            itemListElement: stops.map((stop, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: placeNode(stop.model.type in placeTypes ? placeTypes[stop.model.type as keyof typeof placeTypes] : 'Place', { ...stop, ctx: input.ctx }),
            })),
          },
        }
      : {}),
  };
}

function articleNode(input: EntityInput): Article {
  const { entry, ctx } = input;
  const published = elementByRole(entry, ctx.config.ids, 'published');
  const datePublished = published?.type === 'datetime' ? dateRanges(published)[0]?.start : undefined;
  const dateModified = entry.date_time?.updated ?? undefined;
  const site: Organization = { '@type': 'Organization', name: ctx.config.name, url: `${input.origin}/` };
  return {
    '@type': 'Article',
    headline: entry.title.slice(0, 110),
    url: input.url,
    mainEntityOfPage: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    author: site,
    publisher: site,
  };
}

/**
 * The schema.org node an entry's page describes, by its derived type: events, itineraries (a trip
 * through its stops), stories (articles), located kinds as their business or attraction type, any
 * other located entry as a Place. Undefined for entries that are none of these (a page's own text).
 */
export function entryEntity(input: EntityInput): Event | TouristTrip | Article | Place | undefined {
  const { type } = input.model;
  if (type === 'event') return eventNode(input);
  if (type === 'itinerary') return tripNode(input);
  if (type === 'story') return articleNode(input);
  const placeType: PlaceType | undefined = type in placeTypes ? placeTypes[type as keyof typeof placeTypes] : input.model.point ? 'Place' : undefined;
  if (!placeType) return undefined;
  return {
    ...placeNode(placeType, input),
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
  } as Place;
}

// The parts of a schema.org Place the content knows: where it is and its postal address. Only a
// contact the entry carries inline is read: the head goes out before any further content call.

function geoCoordinates(point: LngLat): GeoCoordinates {
  return { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng };
}

export function inlineContact(entry: Entry, config: SiteConfig): Contact | undefined {
  const ref = contactRef(entry, config.ids);
  return ref && 'contact' in ref ? ref.contact : undefined;
}

function postalAddress(contact: Contact | undefined, config: SiteConfig): PostalAddress | undefined {
  const location = contact?.locations?.find((candidate) => candidate.address?.length || candidate.city);
  if (!location) return undefined;
  const street = location.address?.filter((line) => line.trim()).join(', ');
  const region = location.division?.code ?? location.division?.text;
  const country = config.mailingAddress?.country;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(location.city ? { addressLocality: location.city } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(location.postcode ? { postalCode: location.postcode } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}

/** The contact's first phone in E.164, the form schema.org and search engines read best. */
function telephone(contact: Contact | undefined): string | undefined {
  const number = contact?.phones?.[0]?.number;
  return number?.e164 ?? number?.i18n ?? number?.text ?? undefined;
}

// A price is "known" only when the pricing text states one plainly: free admission, or an amount in
// dollars. Anything vaguer ("call for rates") gives no offer rather than a guessed one.

const FREE = /\b(free|gratis|libre|gratuit[ao])\b/i;
const DOLLARS = /\$\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?\$/;

function offerFromPricing(pricing: string | undefined, url: string): Offer | undefined {
  if (!pricing) return undefined;
  const amount = DOLLARS.exec(pricing);
  const price = amount ? (amount[1] ?? amount[2])! : FREE.test(pricing) ? '0' : undefined;
  if (price === undefined) return undefined;
  return { '@type': 'Offer', price, priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' };
}
