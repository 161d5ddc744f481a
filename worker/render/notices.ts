import type { Context } from 'hono';
import { z } from 'zod';
import type { Entry } from '../../core/content-shapes';
import { elementByRole } from '../../core/entry/elements';
import { entryText } from '../../core/entry/text';
import { renderText } from '../../core/markdown/render-text';
import type { NoticeModel } from '../../ui/layout/layout-model';
import { contentFor } from '../content';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import { requestLocale } from './request-state';

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/);
const colour = z.union([hex, z.object({ color: hex }).transform((o) => o.color)]);

/** The appearance JSON of a notice; anything that is not a hex colour or a plain icon name is ignored. */
const appearanceSchema = z.object({
  background: z.object({ color: hex.optional().catch(undefined) }).optional().catch(undefined),
  icon: z.string().regex(/^[a-z0-9-]+$/).optional().catch(undefined),
  text: colour.optional().catch(undefined),
  link: z.object({ color: hex.optional().catch(undefined) }).optional().catch(undefined),
});

export function parseAppearance(json: string | undefined): Pick<NoticeModel, 'background' | 'color' | 'linkColor' | 'icon'> {
  if (!json) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const parsed = appearanceSchema.safeParse(raw);
  if (!parsed.success) return {};
  const { background, icon, text, link } = parsed.data;
  return {
    ...(background?.color ? { background: background.color } : {}),
    ...(text ? { color: text } : {}),
    ...(link?.color ? { linkColor: link.color } : {}),
    ...(icon ? { icon } : {}),
  };
}

const referencesSchema = z.array(z.object({ id: z.string().min(1), phase: z.number().int().optional() }));

/** Notice ids the site entry references, only those whose phase is allowed (SPEC 4). */
export function noticeReferences(site: Entry, ids: Parameters<typeof elementByRole>[1], phases: readonly number[]): string[] {
  const parsed = referencesSchema.safeParse(elementByRole(site, ids, 'notices')?.data);
  if (!parsed.success) return [];
  return parsed.data.filter((ref) => ref.phase === undefined || phases.includes(ref.phase)).map((ref) => ref.id);
}

/** Site notices above the navigation; a content failure leaves them out rather than failing the page. */
export async function siteNotices(c: Context<AppEnv>): Promise<NoticeModel[]> {
  const { config } = c.get('site');
  const locale = requestLocale(c);
  try {
    const content = contentFor(c);
    const site = await content.entry(config.ids.siteEntry);
    if (!site) return [];
    const wanted = noticeReferences(site, config.ids, content.phases);
    if (!wanted.length) return [];
    const list = await content.entries({ id: wanted, limit: wanted.length });
    const byId = new Map(list.index.map((entry) => [entry.id, entry]));
    return wanted.flatMap((id) => {
      const notice = byId.get(id);
      if (!notice || !content.phases.includes(notice.phase)) return [];
      const text = entryText(notice, config.ids, 'notice', locale);
      if (!text) return [];
      return [{ id, html: renderText(text.value, text.type), ...parseAppearance(entryText(notice, config.ids, 'appearance', locale)?.value) }];
    });
  } catch (error) {
    log('warn', 'layout.notices_unavailable', { site: config.id, message: error instanceof Error ? error.message : String(error) });
    return [];
  }
}
