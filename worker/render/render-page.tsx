import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Document } from '../../ui/document/Document';
import type { HeadMeta } from '../../ui/document/head-meta';
import { Notices, noticeLabels } from '../../ui/layout/Notices';
import type { Locale } from '../../core/i18n/locales';
import { remembered } from '../../core/remembered';
import type { NoticeModel } from '../../ui/layout/layout-model';
import type { AppEnv } from '../env';
import { assetManifest } from './asset-manifest';
import { pageChrome, shellAround } from './chrome';
import { cacheControl, type PageCacheMode, varyHeader } from './cache-control';
import { type DocumentPart, documentStream } from './document-stream';
import { analyticsId } from './analytics';
import { headProps } from './head-model';
import { isBot } from './is-bot';
import { localePaths } from './locale-paths';
import { siteNotices } from './notices';
import { themeHref } from './theme-css';
import { pendingView, readyView, renderView, type ViewPart } from './view-part';

export type { HeadMeta } from '../../ui/document/head-meta';

export interface PageSpec {
  /** Known before the view's data: the head goes out first. */
  head: HeadMeta;
  /**
   * The routed view. A promise streams in after the shell: the response starts before it resolves,
   * so its status is 200 whatever `status` says, and a failure shows as an error message in the
   * view's place. Views whose status depends on their data resolve that data before calling.
   */
  body: ReactNode | Promise<ReactNode>;
  /**
   * The data the view cannot do without (an index page's list, a home page's entry): the status waits
   * for it, so when it fails (the content service down and nothing stored) the page answers with the
   * failure's own status, a 503 with Retry-After, instead of a 200 with an error message. The rest of
   * the view still streams after the head (decision 019).
   */
  primary?: Promise<unknown>;
  status?: number;
  cache?: PageCacheMode;
  /** Embed: the view alone, without notices, navigation or bottom section. */
  bare?: boolean;
  /** A bare page's islands (an embed's map) start with the embed's script, the island runtime alone; other bare pages run none. */
  islands?: boolean;
}

/** Turns a page into its answer: the product streams; the bench compares other ways of rendering. */
export type PageRenderer = (c: Context<AppEnv>, page: PageSpec) => Promise<Response>;

/** A page's parts before they are serialised: what every renderer shares. */
export interface PageFrame {
  status: number;
  headers: Headers;
  /** The document around the view: [before notices, between notices and view, after view] or, bare, [before, after]. */
  shell: readonly string[];
  notices?: Promise<string>;
  /** Set when the view is still loading after the response starts. */
  pending?: Promise<ReactNode>;
  ready: ReactNode;
}

// A site shows the same notices on every page until its content changes: rendered once per list and language.
const noticesMarkup = remembered(100, (_key, notices: readonly NoticeModel[], locale: Locale) => renderToString(<Notices notices={notices} labels={noticeLabels(locale)} />));

function isPromise(body: ReactNode | Promise<ReactNode>): body is Promise<ReactNode> {
  return typeof (body as { then?: unknown } | null)?.then === 'function';
}

/** The shell's pieces with the notices (absent on bare pages) and the view between them. */
export function inSlots<T>(shell: readonly string[], notices: T | undefined, view: T): (string | T)[] {
  const [before = '', ...rest] = shell;
  const after = rest.at(-1) ?? '';
  return notices === undefined ? [before, view, after] : [before, notices, rest[0] ?? '', view, after];
}

/**
 * Everything about a page except how it is serialised: status, headers, the document around the view
 * (the head, rendered per request; the chrome, skip link to bottom section: configuration only, no
 * content, rendered once per site, language and marked page, worker/render/chrome.tsx) and the view,
 * still loading when `waitForView` is false. Notices and view load side by side.
 */
export async function pageFrame(c: Context<AppEnv>, page: PageSpec, waitForView: boolean): Promise<PageFrame> {
  const { site, route, locale, preview } = c.var;
  const url = new URL(c.req.url);

  const pending = isPromise(page.body) && !waitForView ? page.body : undefined;
  // Its failure is handled where the view is rendered; until then it must not count as unhandled.
  pending?.catch(() => undefined);
  page.primary?.catch(() => undefined);
  // Notices load side by side with the view, also while the status waits for the primary content.
  const notices = page.bare ? undefined : siteNotices(c).then((list) => noticesMarkup(JSON.stringify([locale, list]), list, locale));
  // A failure here goes through onError with its own status: nothing has been sent yet.
  if (pending && page.primary) await page.primary;
  const ready: ReactNode = pending ? null : await page.body;
  const status = pending ? 200 : (page.status ?? 200);

  const manifest = await assetManifest(c.env.ASSETS);
  const head = headProps({
    site,
    url,
    locale,
    routeLocale: route?.route.locale,
    localePaths: site.config.locales.length > 1 ? localePaths(site.table, url.pathname, route) : undefined,
    meta: page.head,
    preview,
    stylesheets: [...manifest.styles, themeHref(site.config.theme.styleVariables)],
    scripts: page.bare ? (page.islands ? manifest.embedScripts : []) : manifest.scripts,
    analyticsId: analyticsId(site),
    routed: route !== null,
  });

  // The document around the body's content, rendered per request (the head is the page's own); a
  // marker stands in for the content and splits it apart. The chrome comes rendered from its cache.
  const marker = `tg-slot-${crypto.randomUUID()}`;
  const [start = '', end = ''] = `<!DOCTYPE html>${renderToString(
    <Document head={head} bare={page.bare}>
      {page.bare ? <main id="main">{marker}</main> : marker}
    </Document>,
  )}`.split(marker);
  const shell = page.bare ? [start, end] : shellAround(start, end, pageChrome(c));

  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // The service worker reads it to show its offline page in the language of the page read last.
    'Content-Language': locale,
    'Cache-Control': cacheControl({ mode: page.cache ?? 'dynamic', preview, status, ttl: site.config.cache }),
  });
  const vary = varyHeader(site.config);
  if (vary) headers.set('Vary', vary);
  if (preview) headers.set('X-Robots-Tag', 'noindex');

  return { status, headers, shell, ...(notices ? { notices } : {}), ...(pending ? { pending } : {}), ready };
}

/**
 * The product's renderer. The document goes out in parts: the shell up to the navigation at once,
 * then the site notices, then the view, then the bottom section, each in document order as soon as
 * it is ready. Bots wait for the whole view, so a failure answers with its own status. The view's
 * completion is handed to the page cache (worker/render/page-cache.ts) through `viewComplete`.
 */
export const renderPage: PageRenderer = async (c, page) => {
  const bot = isBot(c.req.header('user-agent'));
  const frame = await pageFrame(c, page, bot);
  // A view that is ready is rendered before answering: if it fails, the error page answers with its own status.
  const view: ViewPart = frame.pending ? pendingView(frame.pending, c.req.url, c.var.locale) : readyView(renderView(frame.ready));
  c.set('viewComplete', view.complete);
  const parts: DocumentPart[] = inSlots(frame.shell, frame.notices, view.markup);
  const document = documentStream(parts);
  if (!bot) return new Response(document, { status: frame.status, headers: frame.headers });
  const bytes = await new Response(document).arrayBuffer();
  frame.headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes, { status: frame.status, headers: frame.headers });
};
