import { mapStyleUrl } from '../../../core/map/map-types';
import type { Entry } from '../../../core/content-shapes';
import { type EntryModel, entryModel } from '../../../core/entry/model';
import { entryFurtherDates } from '../../../core/entry/dates';
import { entryText } from '../../../core/entry/text';
import { firstPosition } from '../../../core/entry/location';
import { directionsLink } from '../../../core/geometry/directions-link';
import { elementByRole, findElement } from '../../../core/entry/elements';
import type { ElementRole } from '../../../core/entry/ids';
import type { EntryMapModel, SafeHtml } from '../../../ui/components/models';
import type { DetailEntryModel } from '../../../ui/views/DetailView';
import { cardFactsOf, entryImage, entryPath, typeLabel, dateModel, measuredFacts } from './card';
import type { ModelContext } from './context';
import { attributeLabel, type ElementDefinitions, type LabelContext, optionValueHtml } from './attribute-labels';
import { downloadLinks, entryDownloadFeatures } from './download-features';
import { entryPicture } from './map-picture';
import type { DownloadFeature } from '../../../core/geometry/download';
import { coordinatesText } from '../../../ui/islands/map-items';
import { type FeatureListItem, mapIslandSettings } from '../../../ui/islands/map-props';
import { nestHeadings } from './headings';
import { keptGeoFeatures, keptGeoPoint } from './kept-elements';
import { memo } from '../../memo';
import { textHtml } from '../../render/text-html';
import { keptDateFormatters } from '../../date-formatters';
import { entryDaylight } from './daylight';
import { scheduleHtml } from './hours';

function html(entry: Entry, role: ElementRole, ctx: ModelContext): SafeHtml | undefined {
  const found = entryText(entry, ctx.config.ids, role, ctx.locale);
  return found ? nestHeadings({ __html: textHtml(found.value, found.type, { siteHosts: siteHosts(ctx) }) }, 2) : undefined;
}

function siteHosts(ctx: ModelContext): string[] {
  return [ctx.config.hosts.production, ctx.config.hosts.staging];
}

// A detail page asks for its entry's model three times (the head's structured data, the view, its
// switches), all with the request's one context: made once per context. The model reads the day, so
// it is not kept beyond the request.
const modelsOf = memo((ctx: ModelContext) => memo((entry: Entry) => makeEntryModel(entry, ctx)));

export function entryModelFor(entry: Entry, ctx: ModelContext): EntryModel {
  return modelsOf(ctx)(entry);
}

function makeEntryModel(entry: Entry, ctx: ModelContext): EntryModel {
  return entryModel(entry, {
    ids: ctx.config.ids,
    locale: ctx.locale,
    timeZone: ctx.config.timeZone,
    now: ctx.now,
    placeholder: ctx.config.images.placeholder,
    siteHosts: siteHosts(ctx),
    render: textHtml,
    dates: keptDateFormatters,
  });
}

/** The entry's own zoom (its location's, else its route's): the closest its map's fit goes. */
export function entryMapZoom(entry: Entry, ctx: Pick<ModelContext, 'config'>): number | undefined {
  const { ids } = ctx.config;
  const zoom = keptGeoPoint(elementByRole(entry, ids, 'location')).zoom ?? keptGeoPoint(elementByRole(entry, ids, 'route')).zoom;
  return typeof zoom === 'number' ? zoom : undefined;
}

/**
 * The map section's content (a detail page's, an embed's): the entry's point (else where its route
 * starts), directions there and the download links of its features, which hang off `pagePath`.
 * Undefined when there is nothing to place on a map.
 */
export function entryMapModel(entry: Entry, ctx: ModelContext, point: EntryMapModel['coordinates'], pagePath: string): EntryMapModel | undefined {
  const { ids } = ctx.config;
  const route = elementByRole(entry, ids, 'route');
  const start =
    point ??
    keptGeoFeatures(route)
      .map(firstPosition)
      .find((position) => position !== undefined);
  const features = entryDownloadFeatures(entry, ctx);
  const hasFeatures = features.length > 0;
  if (!start && !hasFeatures) return undefined;
  const zoom = entryMapZoom(entry, ctx);
  const directions = start ? directionsLink(start) : undefined;
  const links = downloadLinks(pagePath);
  return {
    ...(start ? { coordinates: start } : {}),
    ...(directions ? { directions } : {}),
    ...(hasFeatures && ctx.config.map.download ? { downloads: links } : {}),
    ...(hasFeatures
      ? { map: { settings: mapIslandSettings(ctx.config.map, ctx.locale), features: links.geojson, style: mapStyleUrl(ctx.locale), picture: entryPicture(ctx, pagePath, entry.title, features, zoom) } }
      : {}),
    items: features.map(featureItem),
  };
}

/** One of the entry's features as a row of the list beside its map, keyed by the feature. */
function featureItem(feature: DownloadFeature): FeatureListItem {
  const { geometry, properties } = feature;
  const [lng, lat] = geometry.type === 'Point' ? (geometry.coordinates as number[]) : [];
  return {
    key: String(properties?.feature ?? feature.id),
    title: String(properties?.text ?? ''),
    ...(lng !== undefined && lat !== undefined ? { coordinates: coordinatesText({ lng, lat }) } : {}),
  };
}

export interface DetailShapeOptions {
  /** The page's own path (a page-entry route such as /about, else the entry's path): downloads hang off it. */
  pagePath?: string;
  /** Project definitions of option elements the entry carries without their option lists. */
  definitions?: ElementDefinitions;
}

/** The detail view's entry: core/entry's derived model plus the texts the page shows in full. */
export function detailEntryModel(entry: Entry, ctx: ModelContext, options: DetailShapeOptions = {}): DetailEntryModel {
  const pagePath = options.pagePath ?? entryPath(ctx, entry);
  const labels: LabelContext = { ids: ctx.config.ids, locale: ctx.locale, t: ctx.t, definitions: options.definitions ?? new Map() };
  const model = entryModelFor(entry, ctx);
  const image = entryImage(entry, ctx, true);
  const map = entryMapModel(entry, ctx, model.point, pagePath);
  const intro = html(entry, 'intro', ctx);
  const description = html(entry, 'description', ctx);
  const hours = scheduleHtml(entry, ctx) ?? html(entry, 'hours', ctx);
  const pricing = html(entry, 'pricing', ctx);
  const fixedLines = [...(hours ? [{ label: ctx.t('detail.hours'), value: hours }] : []), ...(pricing ? [{ label: ctx.t('detail.pricing'), value: pricing }] : [])];
  const shown = new Set([ctx.config.ids.elements.hours, ctx.config.ids.elements.weeklyHours, ctx.config.ids.elements.pricing]);
  const daylight = entryDaylight(entry, ctx);
  return {
    id: entry.id,
    title: entry.title,
    hideName: !model.showName,
    type: { id: model.type, label: typeLabel(entry, ctx) },
    dates: model.date ? [dateModel(model.date, ctx.config.timeZone, ctx.locale)] : [],
    furtherDates: entryFurtherDates(entry, ctx.config.ids, ctx.now).map((range) => dateModel(range, ctx.config.timeZone, ctx.locale)),
    attributes: [
      ...fixedLines,
      ...model.attributes.detail
        .filter((line) => !shown.has(line.id))
        .map((line) => {
          const element = findElement(entry, line.id);
          if (!element) return { label: line.label, value: { __html: line.html } };
          const html = element.type === 'option' ? optionValueHtml(element, labels) : undefined;
          return { label: attributeLabel(element, labels), value: { __html: html ?? line.html } };
        }),
    ],
    hasRoute: keptGeoFeatures(elementByRole(entry, ctx.config.ids, 'route')).some((feature) => feature.properties.kind === 'path'),
    switches: { flythrough: model.switches.flythrough, measurements: model.switches.measurements, profile: model.switches.profile },
    ...(image.placeholder ? (ctx.config.images.withoutPhoto === 'map' ? { mapFirst: true } : {}) : { image }),
    ...(model.link ? { link: model.link } : {}),
    ...(intro ? { intro } : {}),
    ...(description ? { description } : {}),
    ...(model.trail.difficulty || model.trail.routeType ? { trail: { ...model.trail, ...measuredFacts(entry, ctx, cardFactsOf(entry, ctx)) } } : {}),
    ...(map ? { map } : {}),
    ...(daylight ? { daylight: daylight.model } : {}),
  };
}
