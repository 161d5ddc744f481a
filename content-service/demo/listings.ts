import type { Kind } from './categories';
import { both, createdAt, type DemoContext, type DemoEntry, demoCredit, en, entryId, es, localName, typeOf } from './context';
import { bool, dates, files, markdown, refs, text, variantOf } from './elements';
import { near, pointElement, type LngLat } from './geo';
import { categoriesElements, optionElement } from './option-elements';
import { pick } from './random';
import { longText, shortText } from './text';
import type { L, ImportElementSchemaInput } from './types';
import type { Contact } from '../../core/content-shapes';
import { elementName } from './element-names';

// Places, activities, lodging, food and shopping: located listings with contact, hours and categories.

export interface Listing {
  name: L;
  town: string;
  /** category option ids; defaults to one of the kind's categories */
  categories?: string[];
}

export interface ListingLinks {
  contributors: string[];
  organizations: string[];
  division: { code: string; text: string };
}

const pictures: Record<Exclude<Kind, 'event' | 'trail'>, string> = { place: 'landscape', activity: 'river', lodging: 'lodging', food: 'food', shopping: 'shop' };
const attributesByKind: Record<Exclude<Kind, 'event' | 'trail'>, string[]> = {
  place: ['parking', 'restrooms', 'wheelchair', 'pets'],
  activity: ['guided', 'rentals', 'family', 'reservations'],
  lodging: ['wifi', 'breakfast', 'pets', 'parking'],
  food: ['outdoor-seating', 'vegetarian', 'takeout', 'reservations'],
  shopping: ['local-makers', 'gift-cards', 'wheelchair'],
};

const priceTiers = [
  { id: 'inexpensive', food: { en: 'About $12 a person', es: 'Unos 12 $ por persona' }, lodging: { en: 'From $90 a night', es: 'Desde 90 $ la noche' } },
  { id: 'moderate', food: { en: 'About $25 a person', es: 'Unos 25 $ por persona' }, lodging: { en: 'From $150 a night', es: 'Desde 150 $ la noche' } },
  { id: 'expensive', food: { en: 'About $60 a person', es: 'Unos 60 $ por persona' }, lodging: { en: 'From $280 a night', es: 'Desde 280 $ la noche' } },
] as const;

const hours: Record<'en' | 'es', string[]> = {
  en: ['Daily 9 am – 5 pm', 'Tue–Sun 11 am – 9 pm', 'Mon–Sat 10 am – 6 pm, Sun noon – 4 pm', 'Open dawn to dusk'],
  es: ['Todos los días de 9 a 17 h', 'De martes a domingo de 11 a 21 h', 'Lunes a sábado de 10 a 18 h, domingo de 12 a 16 h', 'Abierto del amanecer al anochecer'],
};

export function listingEntries(ctx: DemoContext, kind: Exclude<Kind, 'event' | 'trail'>, items: readonly Listing[], links: ListingLinks, offset: number): DemoEntry[] {
  return items.map((item, i) => {
    const id = entryId(kind, item.name);
    const at = near(ctx.random, ctx.center, ctx.spread);
    const hoursIndex = Math.floor(ctx.random() * hours.en.length);
    const closed = kind === 'place' && i === 2;
    const categories = categoriesElements(ctx, kind, item.categories);
    const attributes = attributesByKind[kind].filter(() => ctx.random() > 0.4);
    const elements = [
      text(
        'short_description',
        both(ctx, (l) => shortText(kind, l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
      ),
      markdown(
        'description',
        both(ctx, (l) => longText(kind, l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
      ),
      files('images', ctx.project, [
        { file: variantOf(pictures[kind], i), title: localName(ctx, item.name), description: both(ctx, (l) => `${l === 'es' ? es(item.name) : en(item.name)}, ${item.town}`), credit: demoCredit(ctx) },
      ]),
      pointElement('location', `${id}-point`, en(item.name), at),
      contactElement(contactFor(ctx, `contact-${id}`, en(item.name), item.town, at, links.division)),
      ...categories,
      optionElement(ctx, 'attributes', attributes, ['detail-attribute']),
      text(
        'hours',
        both(ctx, (l) => hours[l][hoursIndex]!),
        'text/plain',
        ['detail-attribute', 'popup-attribute'],
      ),
      optionElement(ctx, 'status', [closed ? 'closedTemporarily' : 'open']),
      text('website', `https://${id}.example`),
      text(
        'link_label',
        both(ctx, (l) => (l === 'es' ? 'Visitar el sitio web' : 'Visit website')),
      ),
      text('link_url', `https://${id}.example`),
      bool('nearby', true),
      bool('share', true),
    ];
    if (kind === 'food' || kind === 'lodging') {
      const tier = pick(ctx.random, priceTiers);
      elements.push(
        optionElement(ctx, 'pricing_indicator', [tier.id], ['popup-attribute', 'detail-attribute']),
        text(
          'average_price',
          both(ctx, (l) => tier[kind][l]),
          'text/plain',
          ['detail-attribute'],
        ),
      );
    }
    if (kind === 'activity')
      elements.push(
        text(
          'pricing',
          both(ctx, (l) => (l === 'es' ? 'Desde 35 $ por persona' : 'From $35 per person')),
          'text/plain',
          ['detail-attribute'],
        ),
      );
    if (kind === 'lodging')
      elements.push(
        markdown(
          'amenities',
          both(ctx, (l) => (l === 'es' ? '- Wifi gratuito\n- Desayuno incluido\n- Aparcamiento' : '- Free wifi\n- Breakfast included\n- Parking')),
        ),
      );
    if (closed)
      elements.push(
        text(
          'special_hours',
          both(ctx, (l) => (l === 'es' ? 'Cerrado por obras hasta nuevo aviso.' : 'Closed for repairs until further notice.')),
        ),
      );
    if (i % 3 === 0 && links.contributors.length > 0) elements.push(refs('contributor', [links.contributors[i % links.contributors.length]!]));
    if (i % 4 === 1 && links.organizations.length > 0) elements.push(refs('organization', [links.organizations[i % links.organizations.length]!]));
    return {
      id,
      title: item.name,
      types: typeOf(kind),
      phase: 4,
      created: createdAt(ctx, offset + i * 2),
      elements,
    };
  });
}

export interface EventItem {
  name: L;
  town: string;
  /** days from the import day; negative events are over */
  inDays: number;
  /** how many days it lasts (1 = one day) */
  days?: number;
  /** how many times it repeats (a repeating event answers as 'id::date' when ordered by its date) */
  weekly?: number;
  /** days between repetitions: 7 unless said (a full-moon event comes about every 29.5 days) */
  every?: number;
  /** 0 (Sunday) to 6: the event falls on this weekday, the first one at least `inDays` from the import day */
  weekday?: number;
  category?: string;
}

/** The import day plus `inDays`, moved forward to `weekday` when the event names its day ("Saturday market"). */
function firstDay(today: string, inDays: number, weekday?: number): Date {
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + inDays * 86_400_000);
  const ahead = weekday === undefined ? 0 : (weekday - day.getUTCDay() + 7) % 7;
  return new Date(day.getTime() + ahead * 86_400_000);
}

export function eventEntries(ctx: DemoContext, items: readonly EventItem[], division: { code: string; text: string }, offset: number): DemoEntry[] {
  return items.map((item, i) => {
    const id = entryId('event', item.name);
    const at = near(ctx.random, ctx.center, ctx.spread);
    const startDay = firstDay(ctx.today, item.inDays, item.weekday);
    const ranges = Array.from({ length: item.weekly ?? 1 }, (_, w) => {
      const start = new Date(startDay.getTime() + Math.round(w * (item.every ?? 7)) * 86_400_000 + 17 * 3_600_000);
      const end = new Date(start.getTime() + ((item.days ?? 1) - 1) * 86_400_000 + 4 * 3_600_000);
      return { start: start.toISOString(), end: end.toISOString() };
    });
    return {
      id,
      title: item.name,
      types: typeOf('event'),
      phase: 4,
      created: createdAt(ctx, offset + i),
      elements: [
        text(
          'short_description',
          both(ctx, (l) => shortText('event', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
        ),
        markdown(
          'description',
          both(ctx, (l) => longText('event', l === 'es' ? es(item.name) : en(item.name), item.town, l, ctx.random)),
        ),
        dates('event_date', ranges),
        files('images', ctx.project, [
          { file: variantOf('event', i), title: localName(ctx, item.name), description: both(ctx, (l) => (l === 'es' ? `${es(item.name)} en ${item.town}` : `${en(item.name)} in ${item.town}`)) },
        ]),
        pointElement('location', `${id}-point`, en(item.name), at),
        contactElement(contactFor(ctx, `contact-${id}`, en(item.name), item.town, at, division)),
        ...categoriesElements(ctx, 'event', item.category ? [item.category] : undefined),
        text(
          'pricing',
          both(ctx, (l) => (i % 2 === 0 ? (l === 'es' ? 'Entrada libre' : 'Free admission') : l === 'es' ? 'Entradas desde 12 $' : 'Tickets from $12')),
          'text/plain',
          ['detail-attribute'],
        ),
        bool('nearby', true),
      ],
    };
  });
}

const streets = ['Main Street', 'Water Street', 'Church Street', 'Harbor Road', 'Mill Lane', 'Ridge Road', 'Canal Street', 'Park Avenue'];

/** A contact with a location and a phone; also registered for GET /contacts. */
function contactFor(ctx: DemoContext, id: string, label: string, town: string, at: LngLat, division: { code: string; text: string }): Contact {
  const n = Math.floor(ctx.random() * 900) + 100;
  const line = Math.floor(ctx.random() * 9000) + 1000;
  const area = String(200 + Math.floor(ctx.random() * 700));
  const contact: Contact = {
    id,
    label,
    email: `hello@${id.replace(/^contact-/, '')}.example`,
    name: { first: null, last: null },
    organization: label,
    groups: [],
    locations: [
      {
        name: label,
        detail: null,
        city: town,
        division,
        postcode: String(10000 + Math.floor(ctx.random() * 89999)),
        address: [`${n} ${streets[Math.floor(ctx.random() * streets.length)]}`],
        point: `${at[0]},${at[1]}`,
      },
    ],
    phones: [
      {
        id: `${id}-phone`,
        country: 'US',
        extension: null,
        name: 'Main',
        number: { e164: `+1${area}555${line}`, i18n: `+1 ${area}-555-${line}`, text: `(${area}) 555-${line}` },
      },
    ],
    url: `https://${id.replace(/^contact-/, '')}.example`,
  };
  ctx.contacts.push(contact);
  return contact;
}

function contactElement(contact: Contact): ImportElementSchemaInput {
  return { id: 'contact', name: elementName('contact'), type: 'contact', data: [contact] };
}
