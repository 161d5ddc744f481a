import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { Entry, Element, Measurements } from '../../core/content-shapes';
import type { RouteMatch } from '../../core/routes/types';
import { DetailView } from '../../ui/views/DetailView';
import type { SiteContent } from '../content';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import type { PageSpec } from '../render/render-page';
import { lookUpEntry, itineraryStops } from './entry-lookup';
import { withText, type ModelContext, modelContext } from './models/context';
import { contributions, embeds, hasContributions, nearby } from './secondary';
import { contactModel, contactRef } from './models/contact';
import { elementByRole } from '../../core/entry/elements';
import type { Geometry } from '../../core/entry/geo';
import { keptGeoFeatures } from './models/kept-elements';
import { unitSystemFor } from '../../core/format/units';
import { entryExcerpt, entryImage } from './models/card';
import { detailEntryModel, entryModelFor } from './models/detail';
import { entryDaylight } from './models/daylight';
import { openStateShownUntil } from './models/hours';
import { optionElementsToDefine } from './models/attribute-labels';
import { measurementsModel, profileModel, profileMarkup } from './models/profile';
import { promotionsFor } from './promotions';
import { entryKind } from '../../core/entry/ids';
import { calendarHref } from '../../core/routes';
import { detailStructuredData } from '../feeds/structured-data';
import { canonicalOrigin, canonicalUrl } from '../render/head-model';
import type { EmbedCodeProps } from '../../ui/islands/EmbedCode';
import type { ShareModel } from '../../ui/components/ShareSheet';
import { embedCodeProps } from './embed-code';
import { errorMessage } from '../../core/error-message';

async function contactOf(content: SiteContent, entry: Entry, ctx: ModelContext) {
  const ref = contactRef(entry, ctx.config.ids);
  if (!ref) return undefined;
  const contact = 'contact' in ref ? ref.contact : await content.contact(ref.id).catch(() => null);
  return contact ? contactModel(contact) : undefined;
}

/** The first path geometry of the route element: what the geo API measures. */
function routeGeometry(entry: Entry, ctx: ModelContext): Geometry | undefined {
  return keptGeoFeatures(elementByRole(entry, ctx.config.ids, 'route')).find((feature) => feature.properties.kind === 'path')?.geometry;
}

async function measurementsOf(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<Measurements | undefined> {
  const geometry = routeGeometry(entry, ctx);
  if (!geometry) return undefined;
  try {
    return (await content.measurements(geometry)) ?? undefined;
  } catch (error) {
    log('warn', 'page.measurements_failed', { entry: entry.id, message: errorMessage(error) });
    return undefined;
  }
}

/** Definitions of the attribute option elements the entry carries without option lists; a failed one is skipped. */
async function optionDefinitions(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<Map<string, Element>> {
  const ids = optionElementsToDefine(entry, ctx.config.ids);
  const found = await Promise.all(ids.map((id) => content.element(id).catch(() => null)));
  return new Map(found.flatMap((element) => (element ? [[element.id, element] as const] : [])));
}

/**
 * A detail page. Its entry decides the status (404, or a 301 to the canonical title slug), so it is
 * loaded first; with it the head is known and goes out with the navigation. Everything else (option
 * definitions, contact, measurements, then the secondary sections) loads inside the stream.
 */
export async function detailPage(c: Context<AppEnv>, match: RouteMatch): Promise<PageSpec | Response> {
  const ctx = modelContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') return c.redirect(found.location, 301);
  const { entry } = found;
  const image = entryImage(entry, ctx, true);
  const description = entryExcerpt(entry, ctx).slice(0, 300);
  const url = new URL(c.req.url);
  const kind = entryKind(entry, ctx.config.ids.types);
  // A trip's stops are part of what it is: its JSON-LD lists them, so they load before the head.
  const stops = kind === 'itinerary' ? await itineraryStops(c.var.content, entry, ctx) : [];
  const structuredData = detailStructuredData({
    entry,
    ctx,
    route: match.route,
    origin: canonicalOrigin(c.var.site, url),
    url: canonicalUrl({ site: c.var.site, url, routeLocale: match.route.locale }),
    description,
    ...(image.placeholder ? {} : { image: image.url }),
    stops,
  });
  // What the page says about today stops being true at the site's midnight (daylight) or the next
  // opening or closing ("Open now"): the cache keeps it until the first of them.
  const until = Math.min(entryDaylight(entry, ctx)?.until ?? Number.POSITIVE_INFINITY, openStateShownUntil(entry, ctx) ?? Number.POSITIVE_INFINITY);
  return {
    ...(Number.isFinite(until) ? { until } : {}),
    head: {
      title: entry.title,
      description,
      ogType: match.route.meta.entryId ? 'website' : 'article',
      oembed: !match.route.meta.entryId,
      structuredData,
    },
    body: detailView(
      c.var.content,
      ctx,
      entry,
      new URL(c.req.url).pathname,
      match.route.meta.entryId ? undefined : sharing(entry, ctx, canonicalUrl({ site: c.var.site, url, routeLocale: match.route.locale }), canonicalOrigin(c.var.site, url)),
    ),
  };
}

/** A language the path does not name travels as ?locale=, so the calendar speaks the page's language. */
function languageQuery(ctx: ModelContext): string {
  return ctx.locale === ctx.config.defaultLocale ? '' : `locale=${ctx.locale}`;
}

/** Sharing an entry's page (its link, and its embed code for other sites), unless its share switch is off. */
function sharing(entry: Entry, ctx: ModelContext, url: string, origin: string): Sharing | undefined {
  if (elementByRole(entry, ctx.config.ids, 'share')?.data === false) return undefined;
  const embed = embedCodeProps(origin, ctx, [entry]);
  return { share: { url, title: entry.title }, ...(embed ? { embed } : {}) };
}

interface Sharing {
  share: ShareModel;
  embed?: EmbedCodeProps;
}

async function detailView(content: SiteContent, ctx: ModelContext, entry: Entry, pagePath: string, shared?: Sharing): Promise<ReactNode> {
  const definitions = await optionDefinitions(content, entry, ctx);
  const model = detailEntryModel(entry, ctx, { pagePath, definitions });
  if (shared) Object.assign(model, shared);
  if (model.type.id === 'event' || model.type.id === 'itinerary') model.calendar = calendarHref(pagePath, languageQuery(ctx));
  const switches = entryModelFor(entry, ctx).switches;
  // Trails measure their route and draw its profile; any other entry only when its switches say so.
  if (model.type.id === 'trail' && routeGeometry(entry, ctx)) {
    model.switches.measurements = true;
    model.switches.profile = true;
  }
  const measure = model.switches.measurements || model.switches.profile;
  const point = model.map?.coordinates;
  // The secondary sections load beside the view's own data: the view is sent whole, once all have answered.
  const [contact, result, promotions, contributed, near, embedded] = await Promise.all([
    contactOf(content, entry, ctx),
    measure ? measurementsOf(content, entry, ctx) : undefined,
    promotionsFor(content, entry, 'detail', ctx),
    hasContributions(entry, ctx) ? contributions(content, entry, ctx) : undefined,
    switches.nearby && point ? nearby(content, entry, point, ctx) : undefined,
    switches.embeds ? embeds(content, entry, ctx) : undefined,
  ]);
  if (contact) model.contact = contact;
  const address = contact?.addresses[0]?.lines;
  if (model.map && address?.length) model.map.address = address;
  const units = unitSystemFor(ctx.locale, ctx.config.map.units);
  const measurements = result ? measurementsModel(result, units, ctx.locale) : undefined;
  const profile = result && model.switches.profile ? profileModel(result, units, ctx.locale) : undefined;
  const markup = profile && profileMarkup(profile, ctx.t);
  return withText(
    ctx,
    <DetailView
      entry={model}
      {...(measurements ? { measurements } : {})}
      {...(profile ? { profile } : {})}
      {...(markup ? { profileMarkup: markup } : {})}
      {...(promotions ? { promotions } : {})}
      {...(contributed ? { contributions: contributed } : {})}
      {...(near ? { nearby: near } : {})}
      {...(embedded ? { embeds: embedded } : {})}
    />,
  );
}
