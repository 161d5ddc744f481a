import type { Context } from 'hono';
import { z } from 'zod';
import type { Entry } from '../../core/content-shapes';
import { elementByRole } from '../../core/entry/elements';
import { isNoticeVisible, noticeContent } from '../../core/entry/notice';
import { deadLinkCheck } from '../../core/routes';
import type { NoticeModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';

const referencesSchema = z.array(z.object({ id: z.string().min(1), phase: z.number().int().optional() }));

/** Notice ids the site entry references, only those whose referenced phase is allowed (docs/product/menus-and-layout.md#notices). */
export function noticeReferences(site: Entry, ids: Parameters<typeof elementByRole>[1], phases: readonly number[]): string[] {
  const parsed = referencesSchema.safeParse(elementByRole(site, ids, 'notices')?.data);
  if (!parsed.success) return [];
  return parsed.data.filter((ref) => ref.phase === undefined || phases.includes(ref.phase)).map((ref) => ref.id);
}

/**
 * Site notices above the navigation; a content failure leaves them out rather than failing the page.
 * One notice is often shown on sites with different routes: a link to a page this site lacks loses
 * its href.
 */
export async function siteNotices(c: Context<AppEnv>): Promise<NoticeModel[]> {
  const { site: { config, table }, locale, content } = c.var;
  const markdown = { isDeadLink: deadLinkCheck(table) };
  try {
    const site = await content.entry(config.ids.siteEntry);
    if (!site) return [];
    const wanted = noticeReferences(site, config.ids, content.phases);
    if (!wanted.length) return [];
    const list = await content.entries({ id: wanted, limit: wanted.length });
    const byId = new Map(list.index.map((entry) => [entry.id, entry]));
    return wanted.flatMap((id) => {
      const notice = byId.get(id);
      const shown = notice && isNoticeVisible(notice, content.phases) ? noticeContent(notice, config.ids, locale, markdown) : undefined;
      return shown ? [shown] : [];
    });
  } catch (error) {
    log('warn', 'layout.notices_unavailable', { site: config.id, message: errorMessage(error) });
    return [];
  }
}
