import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { Entry } from '../../core/content-shapes';
import { textHtml } from '../render/text-html';
import type { RouteMatch } from '../../core/routes/types';
import type { SafeHtml } from '../../ui/components/models';
import { HomeView } from '../../ui/views/HomeView';
import type { SiteContent } from '../content';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import type { PageSpec } from '../render/render-page';
import { withText, type ModelContext, modelContext } from './models/context';
import { promotionsFor } from './promotions';
import { entryKind } from '../../core/entry/ids';
import { keptReferences } from './models/kept-elements';
import { entryText } from '../../core/entry/text';
import type { ElementRole } from '../../core/entry/ids';
import { cardModel, entryImage } from './models/card';
import { nestHeadings } from './models/headings';

function html(entry: Entry, role: ElementRole, ctx: ModelContext, top: 2 | 3 = 2): SafeHtml | undefined {
  const found = entryText(entry, ctx.config.ids, role, ctx.locale);
  return found ? nestHeadings({ __html: textHtml(found.value, found.type) }, top) : undefined;
}

function refs(entry: Entry, ctx: ModelContext, role: ElementRole): string[] {
  return keptReferences(entry, ctx.config.ids, role).map((ref) => ref.id);
}

/** Entries by id in the order given (the editors' order of a reference element), in one request. */
async function entriesById(content: SiteContent, ids: string[]): Promise<Entry[]> {
  if (ids.length === 0) return [];
  const list = await content.entries({ id: ids, limit: ids.length });
  const byId = new Map(list.index.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function sectionRefs(section: Entry, ctx: ModelContext): string[] {
  return [...new Set([...refs(section, ctx, 'featured'), ...refs(section, ctx, 'related')])];
}

/**
 * The home page: its page entry, then the featured entries, with featured sections as their own
 * blocks. Always a 200: the head (the site's own name, description and share image) and the
 * navigation go out before the content answers, and a page entry the content service does not know
 * leaves a home with the site's name and nothing featured.
 */
export function homePage(c: Context<AppEnv>, match: RouteMatch): PageSpec {
  const { entryId } = match.route.meta;
  // The page entry decides what the home shows: the status waits for it (decision 019).
  const primary = entryId ? c.var.content.entry(entryId) : Promise.resolve(null);
  return { head: {}, body: homeView(c.var.content, modelContext(c), entryId, primary), primary };
}

async function homeView(content: SiteContent, ctx: ModelContext, entryId: string | undefined, primary: Promise<Entry | null>): Promise<ReactNode> {
  const home = await primary;
  if (entryId && !home) log('warn', 'page.home_entry_missing', { site: ctx.config.id, entry: entryId });
  // The promotions load beside the featured entries and their sections.
  const promoted = promotionsFor(content, home, 'home', ctx);
  const featured = home ? await entriesById(content, refs(home, ctx, 'featured')) : [];
  const sections = featured.filter((entry) => entryKind(entry, ctx.config.ids.types) === 'section');
  const sectionEntries = await entriesById(content, [...new Set(sections.flatMap((section) => sectionRefs(section, ctx)))]);
  const byId = new Map(sectionEntries.map((entry) => [entry.id, entry]));
  const image = home ? entryImage(home, ctx, true) : undefined;
  const intro = home ? html(home, 'intro', ctx) : undefined;
  const description = home ? html(home, 'description', ctx) : undefined;
  const promotions = await promoted;
  return withText(
    ctx,
    <HomeView
      title={home?.title ?? ctx.config.name}
      {...(image && !image.placeholder ? { image } : {})}
      {...(intro ? { intro } : {})}
      {...(description ? { description } : {})}
      {...(promotions ? { promotions } : {})}
      featured={featured.filter((entry) => !sections.includes(entry)).map((entry) => cardModel(entry, ctx))}
      sections={sections.map((section) => {
        const sectionIntro = html(section, 'intro', ctx, 3) ?? html(section, 'description', ctx, 3);
        return {
          id: section.id,
          title: section.title,
          ...(sectionIntro ? { intro: sectionIntro } : {}),
          cards: sectionRefs(section, ctx).flatMap((id) => (byId.has(id) ? [cardModel(byId.get(id)!, ctx)] : [])),
        };
      })}
    />,
  );
}
