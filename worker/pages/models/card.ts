import type { Element, Entry } from '../../../core/content-shapes';
import { elementByRole } from '../../../core/entry/elements';
import { entryImage as coreEntryImage } from '../../../core/entry/image';
import { entryKind } from '../../../core/entry/ids';
import { entryPoint } from '../../../core/entry/location';
import { entryText } from '../../../core/entry/text';
import { isMessageKey, t } from '../../../core/i18n/t';
import { excerpt, type IanaTextType } from '../../../core/markdown/render-text';
import { pathFor, slug, staticMapHref } from '../../../core/routes';
import { withSearch } from '../../../core/query-string';
import type { CardModel, ImageModel, PointModel, CardFactModel, DateModel } from '../../../ui/components/models';
import type { Locale } from '../../../core/i18n/locales';
import type { SiteConfig } from '../../../core/site-config';
import { deepFreeze } from '../../../core/deep-freeze';
import type { ModelContext } from './context';
import { listingFacts, trailFacts } from '../../../core/entry/facts';
import { entryOptions, chosenValue } from '../../../core/entry/options';
import { type RouteSummary, routeSummary } from '../../../core/entry/route-summary';
import { formatNumber, formatElevation, formatLength, type Quantity, unitSystemFor } from '../../../core/format/units';
import { type DateRange, entryDate } from '../../../core/entry/dates';
import { formatDateRange } from '../../../core/format/dates';
import { keptDateFormatters } from '../../date-formatters';
import { memo } from '../../memo';
import { entryDownloadFeatures } from './download-features';

/** The kind's label in the page's language; a site-specific type keeps the name its content gives it. */
export function typeLabel(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>): string {
  const kind = entryKind(entry, ctx.config.ids.types);
  const key = `kind.${kind}`;
  if (isMessageKey(key)) return t(ctx.locale, key);
  const type = entry.types[0];
  return type?.name?.trim() || kind;
}

// Every card, map feature and sitemap line slugs its entry's title again (Unicode normalisation included).
export const titleSlug = memo((title: string) => slug(title), 2000);

/**
 * An entry's page path in the page's language: the locale's alias route when the site has one
 * (/articulos/... on Spanish pages), else the default path with ?locale=, so following a card
 * from a Spanish page stays Spanish without a redirect hop.
 */
export function entryPath(ctx: ModelContext, entry: Pick<Entry, 'id' | 'title'>, routeName: 'entry' | 'embed' = 'entry'): string {
  const params = { title: titleSlug(entry.title), id: entry.id };
  const fallback = `/${routeName === 'entry' ? 'entries' : 'embeds'}/${params.title}/${encodeURIComponent(entry.id)}`;
  const path = pathFor(ctx.table, routeName, params, { locale: ctx.locale }) ?? fallback;
  if (ctx.locale === ctx.config.defaultLocale) return path;
  const unlocalized = pathFor(ctx.table, routeName, params) ?? fallback;
  return path === unlocalized ? `${path}?locale=${ctx.locale}` : path;
}

/** The header image on detail pages when there is one, else the first image, else the placeholder. */
export function entryImage(entry: Entry, ctx: ModelContext, preferHeader = false): ImageModel {
  const options = { placeholder: ctx.config.images.placeholder, locale: ctx.locale };
  const header = preferHeader ? coreEntryImage(entry, ctx.config.ids, { ...options, role: 'headerImage' }) : undefined;
  return header && !header.placeholder ? header : coreEntryImage(entry, ctx.config.ids, options);
}

export function entryExcerpt(entry: Entry, ctx: ModelContext): string {
  const { ids } = ctx.config;
  const source = entryText(entry, ids, 'shortDescription', ctx.locale) ?? entryText(entry, ids, 'description', ctx.locale) ?? entryText(entry, ids, 'intro', ctx.locale);
  return source ? excerptOf(JSON.stringify([source.type, source.value]), source.value, source.type) : '';
}

// Every listing shows its entries' excerpts again; a Markdown one is rendered to be read as text.
const excerptOf = memo((_key: string, value: string, ianaType: IanaTextType | null | undefined) => excerpt(value, ianaType), 1000);

/** What a card shows of its entry in a site and language, whatever the day: all but its dates. */
interface CardParts {
  head: Pick<CardModel, 'id' | 'title' | 'href' | 'image' | 'excerpt' | 'type'>;
  point?: PointModel;
  facts: Pick<CardModel, 'facts' | 'status'>;
}

/**
 * A card's picture: the entry's photo, else its own map picture where the site draws one for entries
 * without photos (`images.withoutPhoto: 'map'`) and the entry has something to draw, else the placeholder.
 * The map picture is the entry page's map.svg at the card's size: cached like the page, fetched only as
 * the card nears the view (EntryImage's lazy loading), and never the entry's photo (no og:image).
 */
function cardImage(entry: Entry, ctx: ModelContext, href: string): ImageModel {
  const image = entryImage(entry, ctx);
  // A card's title sits right beside its image and names the entry already.
  if (!image.placeholder || ctx.config.images.withoutPhoto !== 'map' || entryDownloadFeatures(entry, ctx).length === 0) {
    return { ...image, alt: image.alt === entry.title ? '' : image.alt };
  }
  const [path, query = ''] = href.split('?', 2) as [string, string | undefined];
  return { url: withSearch(staticMapHref(path, query), 'layout=card'), alt: ctx.t('map.pictureOf', { title: entry.title }), placeholder: true };
}

function makeCardParts(entry: Entry, ctx: ModelContext): CardParts {
  const href = entryPath(ctx, entry);
  const point = entryPoint(entry, ctx.config.ids);
  return deepFreeze({
    head: {
      id: entry.id,
      title: entry.title,
      href,
      image: cardImage(entry, ctx, href),
      excerpt: entryExcerpt(entry, ctx),
      type: { id: entryKind(entry, ctx.config.ids.types), label: typeLabel(entry, ctx) },
    },
    ...(point ? { point } : {}),
    facts: cardFacts(entry, ctx),
  });
}

// A content answer kept in the isolate is read by every request (worker/content/hot-answers.ts): the
// parts of its entries' cards are made once per entry, site and language and kept beside the entry.
const keptCardParts = memo((entry: Entry) => memo((_config: SiteConfig) => memo((_locale: Locale, ctx: ModelContext) => makeCardParts(entry, ctx))));

function cardParts(entry: Entry, ctx: ModelContext): CardParts {
  return keptCardParts(entry)(ctx.config)(ctx.locale, ctx);
}

/** The facts a card leads with (above), made once per entry, site and language. */
export function cardFactsOf(entry: Entry, ctx: ModelContext): CardModel['facts'] {
  return cardParts(entry, ctx).facts.facts;
}

export function cardModel(entry: Entry, ctx: ModelContext): CardModel {
  const { head, point, facts } = cardParts(entry, ctx);
  // The shown date of an event (the rules of docs/product/views-and-states.md#dates live in core/entry/dates).
  const range = entryDate(entry, ctx.config.ids, ctx.now, 'event');
  return { ...head, ...(range ? { dates: [dateModel(range, ctx.config.timeZone, ctx.locale)] } : {}), ...(point ? { point } : {}), ...facts };
}

// Cards and the detail page's facts ask for it on every page: measured once per route element (a
// stored answer's is shared by every request, so the summary is frozen).
const measuredRoute = memo((route: Element) => Object.freeze(routeSummary(route)));

function summaryOf(entry: Entry, ids: ModelContext['config']['ids']): RouteSummary | undefined {
  const route = elementByRole(entry, ids, 'route');
  return route && measuredRoute(route);
}

/** Gains on a card read as whole feet or metres: '1,714 ft', not '1,713.6 ft'. */
function wholeNumber(quantity: Quantity, locale: string): string {
  return `${formatNumber(Math.round(quantity.value), locale)} ${quantity.unit}`;
}

/**
 * What a card leads with: a trail's length and gain (from its own route line, in the locale's
 * units), difficulty and route type; for anything else its area and price where the content has
 * them; and any entry's open/closed status.
 */
function cardFacts(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>): Pick<CardModel, 'facts' | 'status'> {
  const { ids } = ctx.config;
  const units = unitSystemFor(ctx.locale, ctx.config.map.units);
  const summary = summaryOf(entry, ids);
  const trail = trailFacts(entry, ids);
  const facts: CardFactModel[] = [];
  if (summary && summary.lengthMetres > 0) facts.push({ id: 'length', label: t(ctx.locale, 'measure.length'), value: formatLength(summary.lengthMetres, units, ctx.locale).text });
  if (summary?.gainMetres !== undefined)
    facts.push({ id: 'gain', label: t(ctx.locale, 'measure.elevationGain'), value: wholeNumber(formatElevation(summary.gainMetres, units, ctx.locale), ctx.locale) });
  if (trail.difficulty) facts.push({ id: 'difficulty', label: t(ctx.locale, 'detail.difficulty'), value: t(ctx.locale, `difficulty.${trail.difficulty}`) });
  if (trail.routeType) facts.push({ id: 'routeType', label: t(ctx.locale, 'detail.routeType'), value: t(ctx.locale, `routeType.${trail.routeType}`) });
  if (facts.length === 0) {
    const listing = listingFacts(entry, ids, ctx.locale);
    if (listing.area) facts.push({ id: 'area', label: t(ctx.locale, 'detail.area'), value: listing.area });
    if (listing.price) facts.push({ id: 'price', label: t(ctx.locale, 'detail.price'), value: listing.price });
  }
  const status = chosenValue(entryOptions(entry, ids, 'status'), ids.options.status);
  return { ...(facts.length ? { facts } : {}), ...(status ? { status: { id: status, label: t(ctx.locale, `status.${status}`) } } : {}) };
}

/** A walking time in minutes with its display text ('2 h 30 min'). */
export interface WalkingTime {
  minutes: number;
  text: string;
}

/**
 * The entry's walking time by Naismith's rule (5 km an hour plus an hour for every 600 m of climb),
 * rounded to 15 minutes, from its own route line; undefined without a measurable route, and when the
 * line has no altitudes, since the climb is then unknown.
 */
export function walkingTime(entry: Entry, ids: ModelContext['config']['ids']): WalkingTime | undefined {
  const summary = summaryOf(entry, ids);
  if (!summary || summary.lengthMetres <= 0 || summary.gainMetres === undefined) return undefined;
  const minutes = Math.max(15, Math.round(((summary.lengthMetres / 5000) * 60 + (summary.gainMetres / 600) * 60) / 15) * 15);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { minutes, text: hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min` };
}

/**
 * The detail page's measured facts: length and gain as on the cards, and the walking time. `facts`:
 * the entry's card facts when the caller has them (kept beside the entry, above).
 */
export function measuredFacts(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>, facts = cardFacts(entry, ctx).facts): { measured?: CardFactModel[]; time?: string } {
  const measured = (facts ?? []).filter((fact) => fact.id === 'length' || fact.id === 'gain');
  const time = walkingTime(entry, ctx.config.ids);
  if (!time) return measured.length ? { measured } : {};
  return { measured, time: time.text };
}

export function dateModel(range: DateRange, timeZone: string, locale: string): DateModel {
  return { start: range.start, text: formatDateRange(range, timeZone, locale, keptDateFormatters) };
}
