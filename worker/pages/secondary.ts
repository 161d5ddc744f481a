import type { Entry } from '../../core/content-shapes';
import { embedSchema } from '../../core/content-shapes';
import { orderContributions } from '../../core/entry/contributions';
import { dateRanges } from '../../core/entry/dates';
import { elementByRole } from '../../core/entry/elements';
import { mediaInLocale } from '../../core/entry/image';
import { keptReferences } from './models/kept-elements';
import type { ElementRole } from '../../core/entry/ids';
import { formatDateRange } from '../../core/format/dates';
import { keptDateFormatters } from '../date-formatters';
import type { CardModel, ContributionModel, EmbedModel, PointModel } from '../../ui/components/models';
import type { SiteContent } from '../content';
import { log } from '../ops/log';
import { cardModel } from './models/card';
import type { ModelContext } from './models/context';
import { errorMessage } from '../../core/error-message';

// Secondary data of a detail page. Each loader resolves to a list and never rejects: a failure here
// costs a section, not the page.

const NEARBY_COUNT = 6;
const NEARBY_POOL = 100;

export async function settle<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    log('warn', 'page.secondary_failed', { what, message: errorMessage(error) });
    return [];
  }
}

/** Great-circle distance in metres (haversine on a sphere of the earth radius of docs/product/limits.md#units). */
function distanceMetres(a: PointModel, b: PointModel): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378137 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Entries of the map's feature types, nearest first by distance from the entry's point. */
export function nearby(content: SiteContent, entry: Entry, point: PointModel, ctx: ModelContext): Promise<CardModel[]> {
  return settle('nearby', async () => {
    const types = ctx.config.map.featureTypes.map((kind) => ctx.config.ids.types[kind as keyof typeof ctx.config.ids.types] || kind);
    const list = await content.entries({ type: types, limit: NEARBY_POOL });
    return list.index
      .filter((other) => other.id !== entry.id && other.id.split('::')[0] !== entry.id.split('::')[0])
      .map((other) => cardModel(other, ctx))
      .filter((card): card is CardModel & { point: PointModel } => card.point !== undefined)
      .map((card) => ({ card, distance: distanceMetres(point, card.point) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, NEARBY_COUNT)
      .map(({ card }) => card);
  });
}

function refIds(entry: Entry, ctx: ModelContext, roles: ElementRole[]): string[] {
  return [...new Set(roles.flatMap((role) => keptReferences(entry, ctx.config.ids, role).map((ref) => ref.id)))];
}

export function hasContributions(entry: Entry, ctx: ModelContext): boolean {
  return refIds(entry, ctx, ['contributor', 'organization']).length > 0;
}

/** Contributor and organization entries (docs/product/views-and-states.md#entry-detail), ordered by their involved date, newest first. */
export function contributions(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<ContributionModel[]> {
  return settle('contributions', async () => {
    const ids = refIds(entry, ctx, ['contributor', 'organization']);
    if (ids.length === 0) return [];
    const list = await content.entries({ id: ids, limit: ids.length });
    return orderContributions(list.index, ctx.config.ids).map((other) => {
      const involved = elementByRole(other, ctx.config.ids, 'involved');
      const latest = involved?.type === 'datetime' ? dateRanges(involved).sort((a, b) => Date.parse(b.start) - Date.parse(a.start))[0] : undefined;
      return { card: cardModel(other, ctx), ...(latest ? { involved: formatDateRange(latest, ctx.config.timeZone, ctx.locale, keptDateFormatters) } : {}) };
    });
  });
}

/** Only thumbnails on the site's own origin: a page requests nothing from hosts nobody configured. */
function ownThumbnail(url: string | null | undefined): string | undefined {
  return url?.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

export function embeds(content: SiteContent, entry: Entry, ctx: ModelContext): Promise<EmbedModel[]> {
  return settle('embeds', async () => {
    const raw = (['embedGeneral', 'embedPhotos'] as const).flatMap((role) => {
      const data = elementByRole(entry, ctx.config.ids, role)?.data;
      return Array.isArray(data) ? data : data ? [data] : [];
    });
    const valid = raw.flatMap((item) => {
      const parsed = embedSchema.safeParse(item);
      return parsed.success && /^https?:\/\//.test(parsed.data.url) ? [parsed.data] : [];
    });
    const items = mediaInLocale(valid, ctx.locale);
    return Promise.all(
      items.map(async (item): Promise<EmbedModel> => {
        const data = item.oembed?.author_name ? { oembed: item.oembed } : await content.embedData(item.url);
        const author = data.oembed.author_name ?? undefined;
        const thumbnail = ownThumbnail(data.oembed.thumbnail_url);
        const caption = [item.description ?? item.caption, item.ip_attribution].filter((part): part is string => Boolean(part?.trim())).join(' – ');
        return {
          id: item.id,
          title: item.title?.trim() || item.url,
          url: item.url,
          ...(author ? { author } : {}),
          ...(caption ? { caption } : {}),
          ...(thumbnail ? { thumbnail } : {}),
        };
      }),
    );
  });
}
