import type { Context } from 'hono';
import * as z from 'zod';
import type { Entry } from '../../core/content-shapes';
import { elementByRole } from '../../core/entry/elements';
import { isNoticeVisible, noticeContent } from '../../core/entry/notice';
import type { EntryIds } from '../../core/entry/ids';
import type { NoticeModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';
import { memo } from '../memo';
import { deadLinkCheck } from './text-html';

// The site's notices come with every page: each notice's banner (its text rendered, its appearance
// checked) is made once per notice answer, dead-link check (one per route table, so per site) and
// language.
const noticesOf = memo((notice: Entry) =>
  memo((isDeadLink: (href: string) => boolean) =>
    memo((locale: string, ids: Pick<EntryIds, 'elements'>) => {
      const content = noticeContent(notice, ids, locale, { isDeadLink });
      return content && Object.freeze(content);
    }),
  ),
);

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
  const isDeadLink = deadLinkCheck(table);
  try {
    const site = await content.entry(config.ids.siteEntry);
    if (!site) return [];
    const wanted = noticeReferences(site, config.ids, content.phases);
    if (!wanted.length) return [];
    const list = await content.entries({ id: wanted, limit: wanted.length });
    const byId = new Map(list.index.map((entry) => [entry.id, entry]));
    return wanted.flatMap((id) => {
      const notice = byId.get(id);
      const shown = notice && isNoticeVisible(notice, content.phases) ? noticesOf(notice)(isDeadLink)(locale, config.ids) : undefined;
      return shown ? [shown] : [];
    });
  } catch (error) {
    log('warn', 'layout.notices_unavailable', { site: config.id, message: errorMessage(error) });
    return [];
  }
}
