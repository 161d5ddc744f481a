import type { Context } from 'hono';
import type { RouteMatch } from '../../core/routes/types';
import { EmbedView } from '../../ui/views/EmbedView';
import type { AppEnv } from '../env';
import type { PageSpec } from '../render/render-page';
import { lookUpEntry } from './entry-lookup';
import { withText, modelContext } from './models/context';
import { cardModel, entryExcerpt } from './models/card';
import { entryMapModel, entryModelFor } from './models/detail';

/**
 * /embeds/{title}/{id}: the entry's card alone, the only page another site may frame, with its map
 * section when it has features to draw. The map's picture and features are its detail page's files
 * (docs/decisions/042-embed-map.md).
 */
export async function embedPage(c: Context<AppEnv>, match: RouteMatch): Promise<PageSpec | Response> {
  const ctx = modelContext(c);
  const found = await lookUpEntry(c, match, ctx.config.ids.elements.event);
  if (found.kind === 'redirect') return c.redirect(found.location, 301);
  const card = cardModel(found.entry, ctx);
  const section = entryMapModel(found.entry, ctx, entryModelFor(found.entry, ctx).point, card.href);
  const map = section?.map ? section : undefined;
  return {
    head: { title: found.entry.title, description: entryExcerpt(found.entry, ctx).slice(0, 300), canonicalPath: card.href, ...(card.image.placeholder ? {} : { image: card.image.url }) },
    body: withText(ctx, <EmbedView card={card} {...(map ? { map } : {})} />),
    bare: true,
    islands: map !== undefined,
  };
}
