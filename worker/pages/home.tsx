import type { Context } from 'hono';
import type { Entry } from '../../core/content-shapes';
import { renderText } from '../../core/markdown/render-text';
import type { RouteMatch } from '../../core/routes/types';
import type { SafeHtml } from '../../ui/components/models';
import { HomeView } from '../../ui/views/HomeView';
import { type ContentService, contentFor } from '../content';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { renderPage } from '../render/render-page';
import { withText } from './page-text';
import { cardModel, entryExcerpt, entryImage, entryKind } from './shape/card';
import { type ShapeContext, shapeContext } from './shape/context';
import { refs, text } from './shape/read';

function html(entry: Entry, id: string, ctx: ShapeContext): SafeHtml | undefined {
  const found = text(entry, id, ctx.locale);
  return found ? { __html: renderText(found.value, found.element.preferences?.iana_type) } : undefined;
}

/** Entries by id in the order given (the editors' order of a reference element), in one request. */
async function entriesById(content: ContentService, ids: string[]): Promise<Entry[]> {
  if (ids.length === 0) return [];
  const list = await content.entries({ id: ids, limit: ids.length });
  const byId = new Map(list.index.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function sectionRefs(section: Entry, ctx: ShapeContext): string[] {
  const { elements } = ctx.config.ids;
  return [...new Set([...refs(section, elements.featured), ...refs(section, elements.related)])];
}

/** The home page: its page entry, then the featured entries, with featured sections as their own blocks. */
export async function homePage(c: Context<AppEnv>, match: RouteMatch): Promise<Response> {
  const ctx = shapeContext(c);
  const content = contentFor(c);
  const entryId = match.route.meta.entryId;
  const home = entryId ? await content.entry(entryId) : null;
  if (entryId && !home) throw new NotFound(`entry ${entryId}`);
  const featured = home ? await entriesById(content, refs(home, ctx.config.ids.elements.featured)) : [];
  const sections = featured.filter((entry) => entryKind(entry, ctx.config) === 'section');
  const sectionEntries = await entriesById(content, [...new Set(sections.flatMap((section) => sectionRefs(section, ctx)))]);
  const byId = new Map(sectionEntries.map((entry) => [entry.id, entry]));
  const image = home ? entryImage(home, ctx, true) : undefined;
  const title = home?.title ?? ctx.config.name;
  const { elements } = ctx.config.ids;
  return renderPage(c, {
    head: { ...(home ? { description: entryExcerpt(home, ctx).slice(0, 300) } : {}), ...(image && !image.placeholder ? { image: image.url } : {}) },
    body: withText(
      ctx,
      <HomeView
        title={title}
        {...(image && !image.placeholder ? { image } : {})}
        {...(home && html(home, elements.intro, ctx) ? { intro: html(home, elements.intro, ctx) } : {})}
        {...(home && html(home, elements.description, ctx) ? { description: html(home, elements.description, ctx) } : {})}
        featured={featured.filter((entry) => !sections.includes(entry)).map((entry) => cardModel(entry, ctx))}
        sections={sections.map((section) => {
          const intro = html(section, elements.intro, ctx) ?? html(section, elements.description, ctx);
          return {
            id: section.id,
            title: section.title,
            ...(intro ? { intro } : {}),
            cards: sectionRefs(section, ctx).flatMap((id) => (byId.has(id) ? [cardModel(byId.get(id)!, ctx)] : [])),
          };
        })}
      />,
    ),
  });
}
