import type { Entry } from '../../../core/content-shapes';
import { excerpt } from '../../../core/markdown/excerpt';
import { pathFor, slug } from '../../../core/routes';
import { entryKinds, type SiteConfig } from '../../../core/site-config';
import type { CardModel, ImageModel, PointModel } from '../../../ui/components/models';
import type { ShapeContext } from './context';
import { entryDates } from './dates';
import { files, geo, parsePoint, text } from './read';

/** SPEC 3.1: the first kind (in the spec's order) whose configured type id the entry carries. */
export function entryKind(entry: Entry, config: SiteConfig): string {
  const typeIds = new Set(entry.types.map((type) => type.id));
  return entryKinds.find((kind) => config.ids.types[kind] && typeIds.has(config.ids.types[kind])) ?? 'entry';
}

export function typeLabel(entry: Entry, config: SiteConfig): string {
  const kind = entryKind(entry, config);
  const type = entry.types.find((item) => item.id === config.ids.types[kind as keyof SiteConfig['ids']['types']]) ?? entry.types[0];
  return type?.name?.trim() || kind;
}

export function entryPath(ctx: ShapeContext, entry: Pick<Entry, 'id' | 'title'>, routeName: 'entry' | 'embed' = 'entry'): string {
  const title = slug(entry.title);
  return pathFor(ctx.table, routeName, { title, id: entry.id }, { locale: ctx.locale }) ?? `/${routeName === 'entry' ? 'entries' : 'embeds'}/${title}/${encodeURIComponent(entry.id)}`;
}

export function entryImage(entry: Entry, ctx: ShapeContext, preferHeader = false): ImageModel {
  const { elements } = ctx.config.ids;
  const file = (preferHeader ? files(entry, elements.headerImage)[0] : undefined) ?? files(entry, elements.images)[0];
  if (!file) return { url: ctx.config.images.placeholder, alt: '', placeholder: true };
  // SPEC 3.3: a caption is the description joined to the ip_attribution with an en dash.
  const caption = [file.description ?? file.caption, file.ip_attribution].filter((part): part is string => Boolean(part?.trim())).join(' – ');
  return { url: file.url, alt: file.title?.trim() || file.description?.trim() || '', placeholder: false, ...(caption ? { caption } : {}) };
}

export function entryExcerpt(entry: Entry, ctx: ShapeContext): string {
  const { elements } = ctx.config.ids;
  const source = text(entry, elements.shortDescription, ctx.locale) ?? text(entry, elements.description, ctx.locale) ?? text(entry, elements.intro, ctx.locale);
  return source ? excerpt(source.value, source.element.preferences?.iana_type) : '';
}

/** The entry's point: the location element's point, else its first point feature. */
export function entryPoint(entry: Entry, ctx: ShapeContext): PointModel | undefined {
  const location = geo(entry, ctx.config.ids.elements.location);
  const direct = parsePoint(location?.point);
  if (direct) return direct;
  for (const feature of location?.features ?? []) {
    if (feature.type.type !== 'point') continue;
    const geometry = feature.geometry ?? safeJson(feature.json);
    const coordinates = (geometry as { coordinates?: unknown } | undefined)?.coordinates;
    if (Array.isArray(coordinates) && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') return { lng: coordinates[0], lat: coordinates[1] };
  }
  return undefined;
}

export function safeJson(value: string | null | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export function cardModel(entry: Entry, ctx: ShapeContext): CardModel {
  const point = entryPoint(entry, ctx);
  const dates = entryDates(entry, ctx.config.ids.elements.event, ctx.config.timeZone, ctx.now);
  return {
    id: entry.id,
    title: entry.title,
    href: entryPath(ctx, entry),
    image: entryImage(entry, ctx),
    excerpt: entryExcerpt(entry, ctx),
    type: { id: entryKind(entry, ctx.config), label: typeLabel(entry, ctx.config) },
    ...(dates.length ? { dates } : {}),
    ...(point ? { point } : {}),
  };
}
