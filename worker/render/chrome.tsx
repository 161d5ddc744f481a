import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import type { RouteTable } from '../../core/routes/types';
import { deepFreeze } from '../../core/deep-freeze';
import { Layout } from '../../ui/layout/Layout';
import type { AppEnv } from '../env';
import type { ResolvedSite } from '../tenancy/resolve-site';
import { type ChromeMenus, layoutModel, type SiteChrome, siteChrome, isCurrent } from './layout-data';
import * as z from 'zod';
import type { Entry } from '../../core/content-shapes';
import { elementByRole } from '../../core/entry/elements';
import { isNoticeVisible, noticeContent } from '../../core/entry/notice';
import type { EntryIds } from '../../core/entry/ids';
import type { NoticeModel } from '../../ui/layout/layout-model';
import { log } from '../ops/log';
import { errorMessage } from '../../core/error-message';
import { memo } from '../memo';
import { deadLinkCheck } from './text-html';

/** A page's chrome as markup: the skip link, navigation and bottom section around the notices and the view. */
export interface RenderedChrome {
  /**
   * What React hoists out of the chrome into the document's head when it renders them together: the
   * preloads of the chrome's images (the logo, the badge).
   */
  hoisted: string;
  /** Before the notices, between the notices and the view, after the view. */
  slots: readonly [string, string, string];
}

// A site's configuration is loaded once per isolate and build (sites/index.ts), so the chrome is kept
// beside it, per language, and rendered per language, year and marked links.
const keptChrome = memo((config: SiteConfig) => memo((locale: Locale, table: RouteTable) => deepFreeze(siteChrome(config, table, locale))));
// Bounds the renderings kept per site: languages x marked links x years is small on real sites.
const keptRendered = memo((_config: SiteConfig) =>
  memo((_key: string, chrome: SiteChrome, pathname: string, routeName: string | undefined, year: number) => render(chrome, pathname, routeName, year), 256),
);

/** Which links are the request's page, as a key: one digit per link, in menu order. */
function currentMarks(menus: ChromeMenus, pathname: string, routeName: string | undefined): string {
  let marks = '';
  for (const links of [menus.primary, menus.secondary, menus.bottom]) {
    for (const link of links) marks += isCurrent(link, pathname, routeName) ? '1' : '0';
    marks += '|';
  }
  return marks;
}

function render(chrome: SiteChrome, pathname: string, routeName: string | undefined, year: number): RenderedChrome {
  // A marker stands in for the notices and the view and splits the markup apart; the one ahead of
  // the chrome separates what React hoists (written first outside a document) from the chrome itself.
  const marker = `tg-slot-${crypto.randomUUID()}`;
  const [hoisted = '', before = '', between = '', after = ''] = renderToString(
    <>
      {marker}
      <Layout model={layoutModel(chrome, pathname, routeName, year)} notices={marker}>
        {marker}
      </Layout>
    </>,
  ).split(marker);
  return deepFreeze({ hoisted, slots: [before, between, after] });
}

/**
 * A page's chrome, rendered once per site (and build), language, marked links and year and then kept
 * in the isolate: it depends on nothing else, and nothing per visitor (cookies, tokens) is in it.
 */
export function chromeFor(site: Pick<ResolvedSite, 'config' | 'table'>, locale: Locale, pathname: string, routeName: string | undefined, year: number): RenderedChrome {
  const chrome = keptChrome(site.config)(locale, site.table);
  return keptRendered(site.config)(`${locale}|${year}|${currentMarks(chrome.menus, pathname, routeName)}`, chrome, pathname, routeName, year);
}

/**
 * The shell of a page: the document rendered around a single marker in its body (split there into
 * `start` and `end`) with the chrome inside, as one render of both would give: the chrome's hoisted
 * markup goes where React puts image preloads, right after the charset and viewport metas.
 */
export function shellAround(start: string, end: string, chrome: RenderedChrome): [string, string, string] {
  const [before, between, after] = chrome.slots;
  return [withHoisted(start, chrome.hoisted) + before, between, after + end];
}

function withHoisted(start: string, hoisted: string): string {
  if (!hoisted) return start;
  const viewport = start.indexOf('<meta name="viewport"');
  const at = start.indexOf('>', viewport) + 1;
  if (viewport < 0 || at === 0) throw new Error("The document head has no viewport meta to put the chrome's preloads after");
  return start.slice(0, at) + hoisted + start.slice(at);
}

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
function noticeReferences(site: Entry, ids: Parameters<typeof elementByRole>[1], phases: readonly number[]): string[] {
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
  const {
    site: { config, table },
    locale,
    content,
  } = c.var;
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
