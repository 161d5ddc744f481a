import type { Entry } from '../../core/content-shapes';
import { entryInGroup } from '../../core/entry/elements';
import { entryKind } from '../../core/entry/ids';
import { entryLink, entryText } from '../../core/entry/text';
import { keptReferences } from './models/kept-elements';
import { deadLinkCheck, textHtml } from '../render/text-html';
import type { PromotionModel } from '../../ui/components/models';
import type { SiteContent } from '../content';
import { settle } from './secondary';
import { entryImage } from './models/card';
import type { ModelContext } from './models/context';
import { nestHeadings } from './models/headings';

export type PromotionView = 'index' | 'home' | 'detail';

function promotionIds(entry: Entry | null, ctx: ModelContext): string[] {
  return entry ? keptReferences(entry, ctx.config.ids, 'promotions').map((ref) => ref.id) : [];
}

/** A promotion as the site shows it: a button to a page the site lacks (an /order page) is left out. */
function promotionModel(entry: Entry, ctx: ModelContext): PromotionModel {
  const text = entryText(entry, ctx.config.ids, 'description', ctx.locale) ?? entryText(entry, ctx.config.ids, 'shortDescription', ctx.locale);
  const siteHosts = [ctx.config.hosts.production, ctx.config.hosts.staging];
  const deadLink = deadLinkCheck(ctx.table);
  const found = entryLink(entry, ctx.config.ids, ctx.locale, siteHosts);
  const link = found && !deadLink(found.url) ? found : undefined;
  const image = entryImage(entry, ctx);
  return {
    id: entry.id,
    title: entry.title,
    ...(text ? { description: nestHeadings({ __html: textHtml(text.value, text.type, { siteHosts, isDeadLink: deadLink }) }, 3) } : {}),
    ...(image.placeholder ? {} : { image }),
    ...(link ? { link } : {}),
  };
}

/** How many promotions a view shows (docs/product/menus-and-layout.md#promotions); none beside an entry in the hide-promotions group. */
function promotionLimit(owner: Entry | null, view: PromotionView, ctx: Pick<ModelContext, 'config'>): number {
  return owner && entryInGroup(owner, ctx.config.ids.groups.hidePromotions) ? 0 : ctx.config.limits.promotions[view];
}

/**
 * The promotions of a view: up to its limit, from the view's own entry's promotion references, else
 * the site entry's. Undefined means the page has no promotions section at all.
 */
export function promotionsFor(content: SiteContent, owner: Entry | null, view: PromotionView, ctx: ModelContext): Promise<PromotionModel[]> | undefined {
  const limit = promotionLimit(owner, view, ctx);
  if (limit === 0) return undefined;
  return settle('promotions', async () => {
    let ids = promotionIds(owner, ctx);
    if (ids.length === 0 && owner?.id !== ctx.config.ids.siteEntry) ids = promotionIds(await content.entry(ctx.config.ids.siteEntry), ctx);
    if (ids.length === 0) return [];
    const list = await content.entries({ id: ids, limit: ids.length });
    const byId = new Map(list.index.map((entry) => [entry.id, entry]));
    return ids
      .flatMap((id) => byId.get(id) ?? [])
      .filter((entry) => entryKind(entry, ctx.config.ids.types) === 'promotion')
      .slice(0, limit)
      .map((entry) => promotionModel(entry, ctx));
  });
}
