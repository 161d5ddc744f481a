import type { Entry } from '../content-shapes';
import type { MarkdownOptions } from '../markdown/render-markdown';
import type { TextRenderer } from '../markdown/render-text';
import type { DateFormatters } from '../format/dates';
import { type AttributeLine, entryAttributes } from './attributes';
import { type DateRange, entryDate } from './dates';
import { entryInGroup, elementByRole } from './elements';
import { type EntryImage, entryImage } from './image';
import type { DerivedType, EntryIds } from './ids';
import { entryKind } from './ids';
import { type EntryLink, entryLink } from './text';
import { entryPoint, type LngLat } from './location';
import { type TrailFacts, trailFacts } from './facts';
import { entryOptions } from './options';

export interface EntryContext {
  ids: EntryIds;
  locale: string;
  timeZone: string;
  now: Date;
  /** The site's placeholder image. */
  placeholder: string;
  /** The site's own hosts: links there stay in the same tab. */
  siteHosts?: readonly string[];
  imageHosts?: readonly string[];
  /** How texts become HTML: the worker passes its kept renderings (worker/render/text-html.ts). */
  render?: TextRenderer;
  /** Date formatters: the worker passes its kept ones (worker/date-formatters.ts). */
  dates?: DateFormatters;
}

/** Everything the product derives from an entry (docs/product/views-and-states.md#entry-model), ready for a loader to shape into view models. */
export interface EntryModel {
  id: string;
  title: string;
  type: DerivedType;
  /** False when the entry is in the hide-name group. */
  showName: boolean;
  image: EntryImage;
  date?: DateRange;
  link?: EntryLink;
  locatable: boolean;
  point?: LngLat;
  trail: TrailFacts;
  switches: DetailSwitches;
  attributes: { detail: AttributeLine[]; popup: AttributeLine[] };
}

export function entryModel(entry: Entry, context: EntryContext): EntryModel {
  const { ids } = context;
  const type = entryKind(entry, ids.types);
  const markdown: MarkdownOptions = {
    ...(context.siteHosts ? { siteHosts: context.siteHosts } : {}),
    ...(context.imageHosts ? { imageHosts: context.imageHosts } : {}),
  };
  const date = entryDate(entry, ids, context.now);
  const link = entryLink(entry, ids, context.locale, context.siteHosts);
  const point = entryPoint(entry, ids);
  return {
    id: entry.id,
    title: entry.title,
    type,
    showName: !entryInGroup(entry, ids.groups.hideName),
    image: entryImage(entry, ids, { placeholder: context.placeholder, locale: context.locale, ...(context.imageHosts ? { imageHosts: context.imageHosts } : {}) }),
    ...(date ? { date } : {}),
    ...(link ? { link } : {}),
    locatable: point !== undefined,
    ...(point ? { point } : {}),
    trail: trailFacts(entry, ids),
    switches: detailSwitches(entry, ids, type),
    attributes: entryAttributes(entry, ids, {
      locale: context.locale,
      timeZone: context.timeZone,
      now: context.now,
      markdown,
      ...(context.render ? { render: context.render } : {}),
      ...(context.dates ? { dates: context.dates } : {}),
    }),
  };
}

interface DetailSwitches {
  embeds: boolean;
  nearby: boolean;
  flythrough: boolean;
  measurements: boolean;
  profile: boolean;
}

const neverNearby: ReadonlySet<DerivedType> = new Set(['curatedMap', 'projectMap']);

function booleanElement(entry: Entry, ids: Pick<EntryIds, 'elements'>, role: 'embeds' | 'nearby', fallback: boolean): boolean {
  const element = elementByRole(entry, ids, role);
  return element?.type === 'boolean' && typeof element.data === 'boolean' ? element.data : fallback;
}

/**
 * Which detail sections show (docs/product/views-and-states.md#detail-switches): embeds default off, nearby default on (never for curated-map
 * and project-map entries), fly-through, measurements and profile off unless the features option
 * element selects them.
 */
function detailSwitches(entry: Entry, ids: Pick<EntryIds, 'elements' | 'options'>, type: DerivedType): DetailSwitches {
  const features = entryOptions(entry, ids, 'features');
  const has = (id: string) => id !== '' && features.includes(id);
  return {
    embeds: booleanElement(entry, ids, 'embeds', false),
    nearby: !neverNearby.has(type) && booleanElement(entry, ids, 'nearby', true),
    flythrough: has(ids.options.features.flythrough),
    measurements: has(ids.options.features.measurements),
    profile: has(ids.options.features.profile),
  };
}
