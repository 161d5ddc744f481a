import type { Entry } from '../../../core/content-shapes';
import { renderText } from '../../../core/markdown/render-text';
import type { AttributeLineModel, LinkModel, SafeHtml } from '../../../ui/components/models';
import type { DetailEntryModel } from '../../../ui/views/DetailView';
import { entryImage, entryKind, entryPoint, typeLabel } from './card';
import type { ShapeContext } from './context';
import { entryDates } from './dates';
import { bool, element, geo, options, text } from './read';

/** Kinds that are maps themselves: SPEC 4 says they never show nearby places. */
const NO_NEARBY = new Set(['curatedMap', 'projectMap']);

function html(entry: Entry, id: string | undefined, ctx: ShapeContext): SafeHtml | undefined {
  const found = text(entry, id, ctx.locale);
  return found ? { __html: renderText(found.value, found.element.preferences?.iana_type) } : undefined;
}

function safeUrl(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC 3.1: the link is dropped when its label or its url is missing (or the url is unsafe). */
export function entryLink(entry: Entry, ctx: ShapeContext): LinkModel | undefined {
  const label = text(entry, ctx.config.ids.elements.linkLabel, ctx.locale)?.value.trim();
  const raw = text(entry, ctx.config.ids.elements.linkUrl, ctx.locale)?.value.trim();
  const url = raw ? safeUrl(raw) : undefined;
  if (!label || !url) return undefined;
  return { label, url, external: !url.startsWith('/') };
}

/** Option id -> its role name through the site's option id map ({ easy: 'easy', ... }). */
function optionRole<K extends string>(entry: Entry, elementId: string, map: Record<K, string>): K | undefined {
  const chosen = new Set(options(entry, elementId));
  return (Object.keys(map) as K[]).find((role) => map[role] && chosen.has(map[role]));
}

function optionRoles<K extends string>(entry: Entry, elementId: string, map: Record<K, string>): Set<K> {
  const chosen = new Set(options(entry, elementId));
  return new Set((Object.keys(map) as K[]).filter((role) => map[role] && chosen.has(map[role])));
}

/** Lines of the detail-attribute group (SPEC 3.1), plus hours and pricing which every guide shows. */
function attributeLines(entry: Entry, ctx: ShapeContext): AttributeLineModel[] {
  const { elements, groups } = ctx.config.ids;
  const lines: AttributeLineModel[] = [];
  const seen = new Set<string>();
  const add = (id: string, label: string) => {
    const value = html(entry, id, ctx);
    if (!value || seen.has(id)) return;
    seen.add(id);
    lines.push({ label, value });
  };
  add(elements.hours, ctx.t('detail.hours'));
  add(elements.pricing, ctx.t('detail.pricing'));
  for (const el of entry.elements) {
    if (el.type !== 'text' || !groups.detailAttribute || !el.groups.includes(groups.detailAttribute) || (groups.hideDetail && el.groups.includes(groups.hideDetail))) continue;
    add(el.id, el.name?.trim() || el.id);
  }
  return lines;
}

export function detailEntryModel(entry: Entry, ctx: ShapeContext): DetailEntryModel {
  const { elements, options: optionIds, groups } = ctx.config.ids;
  const kind = entryKind(entry, ctx.config);
  const image = element(entry, elements.headerImage) || element(entry, elements.images) ? entryImage(entry, ctx, true) : undefined;
  const point = entryPoint(entry, ctx);
  const location = geo(entry, elements.location);
  const route = geo(entry, elements.route);
  const features = optionRoles(entry, elements.features, optionIds.features);
  const difficulty = optionRole(entry, elements.difficulty, optionIds.difficulty);
  const routeType = optionRole(entry, elements.routeType, optionIds.routeType);
  const link = entryLink(entry, ctx);
  const intro = html(entry, elements.intro, ctx);
  const description = html(entry, elements.description, ctx);
  const zoom = location?.zoom ?? route?.zoom;
  return {
    id: entry.id,
    title: entry.title,
    hideName: Boolean(groups.hideName && entry.groups.includes(groups.hideName)),
    type: { id: kind, label: typeLabel(entry, ctx.config) },
    dates: entryDates(entry, elements.event, ctx.config.timeZone, ctx.now),
    attributes: attributeLines(entry, ctx),
    mappable: Boolean(point || location?.features.length || route?.features.length),
    switches: { flythrough: features.has('flythrough'), measurements: features.has('measurements'), profile: features.has('profile') },
    ...(image ? { image } : {}),
    ...(link ? { link } : {}),
    ...(intro ? { intro } : {}),
    ...(description ? { description } : {}),
    ...(difficulty || routeType ? { trail: { ...(difficulty ? { difficulty } : {}), ...(routeType ? { routeType } : {}) } } : {}),
    ...(point ? { point } : {}),
    ...(typeof zoom === 'number' ? { zoom } : {}),
  };
}

/** Detail switches (SPEC 3.1): nearby default on, embeds default off; map kinds never show nearby. */
export function secondarySwitches(entry: Entry, ctx: ShapeContext): { nearby: boolean; embeds: boolean } {
  const { elements } = ctx.config.ids;
  const kind = entryKind(entry, ctx.config);
  return {
    nearby: !NO_NEARBY.has(kind) && (bool(entry, elements.nearby) ?? true),
    embeds: bool(entry, elements.embeds) ?? false,
  };
}
