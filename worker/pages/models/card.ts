import type { Entry } from '../../../core/content-shapes';
import { entryImage as coreEntryImage } from '../../../core/entry/image';
import { entryKind } from '../../../core/entry/kind';
import { entryPoint } from '../../../core/entry/location';
import { entryText } from '../../../core/entry/text';
import { isMessageKey, t } from '../../../core/i18n/t';
import { excerpt } from '../../../core/markdown/excerpt';
import { pathFor, slug } from '../../../core/routes';
import type { CardModel, ImageModel, PointModel } from '../../../ui/components/models';
import type { Locale } from '../../../core/i18n/locales';
import type { SiteConfig } from '../../../core/site-config';
import { deepFreeze } from '../../../core/deep-freeze';
import type { ModelContext } from './context';
import { cardFacts } from './card-facts';
import { entryDates } from './dates';

/** The kind's label in the page's language; a site-specific type keeps the name its content gives it. */
export function typeLabel(entry: Entry, ctx: Pick<ModelContext, 'config' | 'locale'>): string {
  const kind = entryKind(entry, ctx.config.ids.types);
  const key = `kind.${kind}`;
  if (isMessageKey(key)) return t(ctx.locale, key);
  const type = entry.types[0];
  return type?.name?.trim() || kind;
}

/**
 * An entry's page path in the page's language: the locale's alias route when the site has one
 * (/articulos/... on Spanish pages), else the default path with ?locale=, so following a card
 * from a Spanish page stays Spanish without a redirect hop.
 */
export function entryPath(ctx: ModelContext, entry: Pick<Entry, 'id' | 'title'>, routeName: 'entry' | 'embed' = 'entry'): string {
  const params = { title: slug(entry.title), id: entry.id };
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
  return source ? excerpt(source.value, source.type) : '';
}

/** What a card shows of its entry in a site and language, whatever the day: all but its dates. */
interface CardParts {
  config: SiteConfig;
  head: Pick<CardModel, 'id' | 'title' | 'href' | 'image' | 'excerpt' | 'type'>;
  point?: PointModel;
  facts: Pick<CardModel, 'facts' | 'status'>;
}

function makeCardParts(entry: Entry, ctx: ModelContext): CardParts {
  const image = entryImage(entry, ctx);
  const point = entryPoint(entry, ctx.config.ids);
  return {
    config: ctx.config,
    head: {
      id: entry.id,
      title: entry.title,
      href: entryPath(ctx, entry),
      // A card's title sits right beside its image and names the entry already.
      image: { ...image, alt: image.alt === entry.title ? '' : image.alt },
      excerpt: entryExcerpt(entry, ctx),
      type: { id: entryKind(entry, ctx.config.ids.types), label: typeLabel(entry, ctx) },
    },
    ...(point ? { point } : {}),
    facts: cardFacts(entry, ctx),
  };
}

// A content answer kept in the isolate is frozen and read by every request (worker/content/hot-answers.ts):
// the parts of its entries' cards are made once per entry, site and language, and shared frozen.
const sharedParts = new WeakMap<Entry, Map<Locale, CardParts>>();

function cardParts(entry: Entry, ctx: ModelContext): CardParts {
  if (!Object.isFrozen(entry)) return makeCardParts(entry, ctx);
  let byLocale = sharedParts.get(entry);
  if (!byLocale) sharedParts.set(entry, (byLocale = new Map()));
  const known = byLocale.get(ctx.locale);
  if (known?.config === ctx.config) return known;
  const { config, ...parts } = makeCardParts(entry, ctx);
  const made = { config, ...deepFreeze(parts) };
  byLocale.set(ctx.locale, made);
  return made;
}

/** The facts a card leads with (card-facts.ts), made once per shared entry, site and language. */
export function cardFactsOf(entry: Entry, ctx: ModelContext): CardModel['facts'] {
  return cardParts(entry, ctx).facts.facts;
}

export function cardModel(entry: Entry, ctx: ModelContext): CardModel {
  const { head, point, facts } = cardParts(entry, ctx);
  const dates = entryDates(entry, ctx.config.ids, ctx.config.timeZone, ctx.now);
  return { ...head, ...(dates.length ? { dates } : {}), ...(point ? { point } : {}), ...facts };
}
